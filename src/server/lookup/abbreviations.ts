import type { SearchKind } from './categories.ts';

/**
 * Abbreviations expanded on both sides: in the index (so "St Paul High School" is stored as
 * "saint paul high school") and in the query (so "st", "st." and "saint" all find it).
 * Keys and values are folded words (see fold() in normalise.ts).
 */
const INSTITUTION: Record<string, string> = {
  st: 'saint',
  hs: 'high school',
  inst: 'institute',
  tech: 'technology',
  univ: 'university',
  mt: 'mount',
  ft: 'fort',
  jr: 'junior',
  sr: 'senior',
  ctr: 'center',
  acad: 'academy',
  prep: 'preparatory',
  coll: 'college',
};

/** Cities keep their own sense of "St" (St. Louis), whatever the record is. */
const PLACE: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
};

const STREET: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  dr: 'drive',
  blvd: 'boulevard',
  ln: 'lane',
  ct: 'court',
  pl: 'place',
  pkwy: 'parkway',
  hwy: 'highway',
  cir: 'circle',
  ter: 'terrace',
  sq: 'square',
  apt: 'apartment',
  ste: 'suite',
  bldg: 'building',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'northeast',
  nw: 'northwest',
  se: 'southeast',
  sw: 'southwest',
};

/** Words left out of institution names on both sides ("University of Colorado" ≈ "university colorado"). */
const INSTITUTION_STOP_WORDS = new Set(['the', 'of', 'at', 'and', 'for', 'in']);

// Maps, not objects: a query word such as "constructor" must not find Object.prototype.
export const NAME_ABBREVIATIONS: Record<SearchKind, ReadonlyMap<string, string>> = {
  institution: new Map(Object.entries(INSTITUTION)),
  address: new Map(Object.entries(STREET)),
};

export const PLACE_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(Object.entries(PLACE));

export const STOP_WORDS: Record<SearchKind, ReadonlySet<string>> = {
  institution: INSTITUTION_STOP_WORDS,
  address: new Set(),
};

/** Every expansion a query word may stand for in a record of this kind (name and place sides). */
export function queryExpansions(word: string, kind: SearchKind): string[] {
  const found = [NAME_ABBREVIATIONS[kind].get(word), PLACE_ABBREVIATIONS.get(word)].filter((x): x is string => x !== undefined);
  return [...new Set(found)];
}
