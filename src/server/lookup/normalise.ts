import zipcodes from 'zipcodes';
import { NAME_ABBREVIATIONS, PLACE_ABBREVIATIONS, STOP_WORDS, queryExpansions } from './abbreviations.ts';
import type { SearchKind } from './categories.ts';

const APOSTROPHES = /['’‘`´ʻʼ]/g;

/**
 * Folds text to the words search compares: accents dropped, lower case, apostrophes removed
 * ("Mary's" → "marys"), every other run of punctuation or space → one space. Output is [a-z0-9 ] only,
 * which is what makes the full-text and LIKE expressions built from it safe.
 */
export function fold(text: string): string {
  const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function expandWords(words: string[], abbreviations: ReadonlyMap<string, string>, stop: ReadonlySet<string>): string {
  return words
    .filter((word) => !stop.has(word))
    .map((word) => abbreviations.get(word) ?? word)
    .join(' ');
}

/** The indexed words of a name (or an address's first line): folded, expanded, without stop words. */
export function nameTerms(text: string, kind: SearchKind): string {
  return expandWords(fold(text).split(' ').filter(Boolean), NAME_ABBREVIATIONS[kind], STOP_WORDS[kind]);
}

/** The indexed words of a place: city, state code and name, and the 5-digit ZIP. */
export function placeTerms(city: string, state: string, zip: string): string {
  const stateName = zipcodes.states.abbr[state.toUpperCase()] ?? '';
  const cityWords = fold(city).split(' ').filter(Boolean);
  return [expandWords(cityWords, PLACE_ABBREVIATIONS, new Set()), fold(state), fold(stateName), fold(zip.slice(0, 5))].filter(Boolean).join(' ');
}

export interface QueryToken {
  /** Folded forms a typed word may take in a record: as typed, then its expansions. Matched as prefixes. */
  forms: string[];
  /** False for a trailing stop word that may still become a longer word ("in" → "institute"): it ranks, it does not filter. */
  required: boolean;
}

const MAX_TOKENS = 8;
const MAX_WORD_LENGTH = 40;

/** Turns what a person typed into search tokens. Text that folds to nothing gives no tokens. */
export function parseQuery(text: string, kind: SearchKind): QueryToken[] {
  const words = fold(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  const lastWordFinished = /[^\p{L}\p{N}'’]$/u.test(text);
  const tokens: QueryToken[] = [];
  words.forEach((word, index) => {
    const typing = index === words.length - 1 && !lastWordFinished;
    if (STOP_WORDS[kind].has(word) && !typing) return;
    tokens.push({ forms: [word, ...queryExpansions(word, kind)], required: !STOP_WORDS[kind].has(word) });
  });
  if (!tokens.some((token) => token.required)) tokens.forEach((token) => (token.required = true));
  return tokens.slice(0, MAX_TOKENS);
}

const KEEP_UPPER = new Set(['APO', 'FPO', 'DPO', 'HS', 'II', 'III', 'IV', 'VI', 'VII', 'VIII', 'USA', 'US']);

function titleWord(word: string): string {
  if (KEEP_UPPER.has(word.toUpperCase().replace(/[^A-Z]/g, ''))) return word.toUpperCase();
  return word.toLowerCase().replace(/(^|[-/(."])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Tidies a name or city for display: spaces collapsed, stray commas trimmed ("ROHNERT PARK,"), and text that
 * is all upper or all lower case put in title case ("BOULDER" → "Boulder"). Mixed-case text keeps its case.
 */
export function displayText(text: string): string {
  const tidy = text.replace(/\s+/g, ' ').replace(/^[\s,;]+|[\s,;]+$/g, '');
  const hasUpper = /\p{Lu}/u.test(tidy);
  const hasLower = /\p{Ll}/u.test(tidy);
  if (hasUpper && hasLower) return tidy;
  return tidy.split(' ').map(titleWord).join(' ');
}
