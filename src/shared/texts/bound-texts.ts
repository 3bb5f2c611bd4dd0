import { overlayTexts } from './overlay-texts.ts';

/** A language's translation files by the path of the staff file each translates (`texts-and-settings/messages.json`). */
export type TranslationFiles = Readonly<Record<string, unknown>>;

interface Bound {
  file: string;
  target: object;
  english: unknown;
}

const bound: Bound[] = [];
let translation: TranslationFiles = {};

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** `value` written into `target` key by key, keeping every object and array `target` holds (others hold them too). */
function assignInPlace(target: Record<string, unknown>, value: Record<string, unknown>): void {
  for (const [key, inner] of Object.entries(value)) {
    const held = target[key];
    const sameShape = Array.isArray(held) ? Array.isArray(inner) && held.length === inner.length : !Array.isArray(inner);
    if (isObject(held) && isObject(inner) && sameShape) {
      assignInPlace(held, inner);
    } else target[key] = inner;
  }
}

function show(entry: Bound): void {
  assignInPlace(entry.target as Record<string, unknown>, overlayTexts(entry.english, translation[entry.file]) as Record<string, unknown>);
}

/**
 * A staff file's texts as the code holds them (the object its JSON import gives, or a part of it), shown from now on
 * in the chosen language: the texts are rewritten in place, so every reader of the object reads the chosen
 * language without asking for it, and a component rendered after the change shows it. The English is kept aside.
 */
export function bindTexts<T extends object>(file: string, target: T): T {
  const entry: Bound = { file, target, english: JSON.parse(JSON.stringify(target)) as unknown };
  bound.push(entry);
  show(entry);
  return target;
}

/** Every bound text in the language of `files` (an empty set: English). */
export function showTranslation(files: TranslationFiles): void {
  translation = files;
  for (const entry of bound) show(entry);
}

/** The translation of one staff file in the language shown now (undefined in English or where it has none). */
export function translationOf(file: string): unknown {
  return translation[file];
}

const pairsCache = new WeakMap<object, Map<string, Map<string, string>>>();

function collectPairs(english: unknown, translated: unknown, pairs: Map<string, string>): void {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && translated !== '' && !pairs.has(english)) pairs.set(english, translated);
  } else if (Array.isArray(english)) {
    if (Array.isArray(translated)) english.forEach((item, index) => collectPairs(item, translated[index], pairs));
  } else if (isObject(english) && isObject(translated)) {
    for (const [key, inner] of Object.entries(english)) if (key !== '$schema' && key !== '$comment') collectPairs(inner, translated[key], pairs);
  }
}

/**
 * A text that reaches the code already worded in English (a message compiled into a validator): the translation
 * the shown language gives the same text in the same place of one of `files` (path and English content), or the
 * English text.
 */
export function translateText(files: ReadonlyArray<readonly [string, unknown]>, text: string): string {
  let byFile = pairsCache.get(translation);
  if (!byFile) pairsCache.set(translation, (byFile = new Map()));
  for (const [file, english] of files) {
    let pairs = byFile.get(file);
    if (!pairs) byFile.set(file, (pairs = new Map()));
    if (pairs.size === 0 && translation[file] !== undefined) collectPairs(english, translation[file], pairs);
    const translated = pairs.get(text);
    if (translated !== undefined) return translated;
  }
  return text;
}
