// The repository's Spanish, read from its translation files, for the unit and end-to-end tests that check a page or
// an answer is in Spanish: the words come from the files staff edit, so a corrected translation never breaks a test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { overlayTexts } from '../../src/shared/texts/overlay-texts.ts';
import { TRANSLATIONS_FOLDER } from '../../src/shared/texts/translations-folder.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SPANISH = `${TRANSLATIONS_FOLDER}/es`;

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

/** The Spanish translation of a staff file as it is written, e.g. spanishFile('texts-and-settings/messages.json'). */
export function spanishFile<T = Record<string, unknown>>(file: string): T {
  return readJson(`${SPANISH}/${file}`) as T;
}

/**
 * A staff text as a Spanish reader gets it, at a JSON pointer of the staff file: the Spanish translation laid over
 * the English file as the client and the server lay it, so a text the translation lacks is the English one.
 */
export function spanishText(file: string, pointer: string): string {
  const translation = existsSync(join(ROOT, SPANISH, file)) ? spanishFile<unknown>(file) : undefined;
  const shown = overlayTexts(readJson(file), translation);
  const text = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), shown);
  if (typeof text !== 'string') throw new Error(`${file}${pointer} is not a text`);
  return text;
}

/** A text of the form in Spanish, by its JSON Forms i18n key in the Spanish form.json (`last_name.error.required`). */
export function spanishFormText(key: string): string {
  const text = spanishFile(`form.json`)[key];
  if (typeof text !== 'string') throw new Error(`the Spanish form.json has no text for ${key}`);
  return text;
}
