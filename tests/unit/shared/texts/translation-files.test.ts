import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { addFormatsAndMessages } from '../../../../src/shared/ajv-plugins.ts';
import { defaultLanguage, languages } from '../../../../src/shared/texts/languages.ts';
import { overlayTexts } from '../../../../src/shared/texts/overlay-texts.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const TRANSLATIONS = 'texts-and-settings/translations';
const TRANSLATION_META = 'texts-and-settings/meta/translation.meta.json';
// The form's texts are JSON Forms' flat i18n keys, not the shape of an English file: the staff checker matches them to the form.
const FORM_TEXTS = 'form.json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const readJson = (file: string): Json => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Json;
const isObject = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLines = (value: Json[]): value is string[] => value.every((item) => typeof item === 'string');
const kindOf = (value: Json | undefined) =>
  value === undefined ? 'nothing' : Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
// The notes of a file, never texts: overlayTexts keeps the English ones.
const NOTES = new Set(['$schema', '$comment']);

function filesUnder(folder: string): string[] {
  if (!existsSync(join(ROOT, folder))) return [];
  return readdirSync(join(ROOT, folder))
    .sort()
    .flatMap((entry) => {
      const path = posix.join(folder, entry);
      if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
      return entry.endsWith('.json') ? [path] : [];
    });
}

/** Where the translation holds something the English file has not at that place (so it would never be shown). */
function strayPaths(english: Json | undefined, translation: Json, path = ''): string[] {
  const here = path || '/';
  if (translation === null) return [];
  if (typeof translation === 'string') return typeof english === 'string' ? [] : [`${here}: a text where English has ${kindOf(english)}`];
  if (Array.isArray(translation)) {
    if (!Array.isArray(english)) return [`${here}: a list where English has ${kindOf(english)}`];
    // A list of lines replaces the English list whole, so its length may differ; a list of entries goes entry by entry.
    if (isLines(english)) return isLines(translation) ? [] : [`${here}: English is a list of lines, the translation is not`];
    return translation.flatMap((item, index) =>
      index < english.length ? strayPaths(english[index], item, `${path}/${index}`) : [`${path}/${index}: English has only ${english.length} entries`],
    );
  }
  if (isObject(translation)) {
    if (!isObject(english)) return [`${here}: an object where English has ${kindOf(english)}`];
    return Object.entries(translation).flatMap(([key, value]) =>
      NOTES.has(key) ? [] : key in english ? strayPaths(english[key], value, `${path}/${key}`) : [`${path}/${key}: not in the English file`],
    );
  }
  return [`${here}: ${kindOf(translation)} is not a text`];
}

/** The placeholders a text writes, `{name}` and `{{name}}` told apart, each once. */
function placeholdersOf(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.match(/\{\{\w+\}\}|\{\w+\}/g) ?? []))].sort();
}

/** Per text the translation holds: where its placeholders are not exactly English's (a list of lines counts as one text). */
function placeholderMismatches(english: Json | undefined, translation: Json, path = ''): string[] {
  const here = path || '/';
  const compare = (ours: readonly string[], theirs: readonly string[]) => {
    const [want, got] = [placeholdersOf(ours), placeholdersOf(theirs)];
    return want.join() === got.join() ? [] : [`${here}: English has ${want.join(' ') || 'none'}, the translation ${got.join(' ') || 'none'}`];
  };
  if (typeof translation === 'string' && typeof english === 'string') return compare([english], [translation]);
  if (Array.isArray(translation) && Array.isArray(english)) {
    if (isLines(english) && isLines(translation)) return compare(english, translation);
    return translation.flatMap((item, index) => placeholderMismatches(english[index], item, `${path}/${index}`));
  }
  if (isObject(translation) && isObject(english)) {
    return Object.entries(translation).flatMap(([key, value]) => (NOTES.has(key) ? [] : placeholderMismatches(english[key], value, `${path}/${key}`)));
  }
  return [];
}

const ajv = addFormatsAndMessages(new Ajv({ allErrors: true, strict: false }));
const validators = new Map<string, ValidateFunction>();
function validatorOf(metaFile: string): ValidateFunction {
  let validate = validators.get(metaFile);
  if (!validate) {
    validate = ajv.compile(readJson(metaFile) as object);
    validators.set(metaFile, validate);
  }
  return validate;
}

/** The meta-schema a file names in `$schema`, as a path from the project root. */
function metaOf(file: string, data: Json): string {
  const named = isObject(data) ? data.$schema : undefined;
  if (typeof named !== 'string') throw new Error(`${file} names no $schema`);
  return posix.normalize(posix.join(posix.dirname(file), named));
}

/** What the meta-schema of the English file says of the English file with the translation laid over it. */
function overlaidErrors(englishFile: string, translation: Json): string[] {
  const english = readJson(englishFile);
  const validate = validatorOf(metaOf(englishFile, english));
  if (validate(overlayTexts(english, translation))) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

const translationFiles = languages
  .filter(({ code }) => code !== defaultLanguage)
  .flatMap(({ code }) => filesUnder(`${TRANSLATIONS}/${code}`).map((file) => ({ code, file, englishFile: file.slice(`${TRANSLATIONS}/${code}/`.length) })))
  .filter(({ englishFile }) => englishFile !== FORM_TEXTS);

describe('translation files', () => {
  it('are there for every other language than the default', () => {
    for (const { code } of languages.filter((language) => language.code !== defaultLanguage)) {
      expect(translationFiles.filter((entry) => entry.code === code).length, code).toBeGreaterThan(0);
    }
  });

  describe.each(translationFiles)('$file', ({ file, englishFile }) => {
    const text = readFileSync(join(ROOT, file), 'utf8');

    it('parses, names the translation meta-schema and follows it', () => {
      const translation = JSON.parse(text) as Json;
      expect(metaOf(file, translation)).toBe(TRANSLATION_META);
      const validate = validatorOf(TRANSLATION_META);
      expect(validate(translation) ? [] : validate.errors).toEqual([]);
    });

    it('translates an English file, holding only places that file has', () => {
      expect(existsSync(join(ROOT, englishFile)), `${englishFile} exists`).toBe(true);
      expect(strayPaths(readJson(englishFile), JSON.parse(text) as Json)).toEqual([]);
    });

    it('writes exactly the placeholders English writes, text by text', () => {
      expect(placeholderMismatches(readJson(englishFile), JSON.parse(text) as Json)).toEqual([]);
    });

    it('laid over English, still follows the English file’s meta-schema', () => {
      expect(overlaidErrors(englishFile, JSON.parse(text) as Json)).toEqual([]);
    });
  });
});

describe('the soundness checks find each fault', () => {
  const english: Json = {
    $comment: 'note',
    title: 'Wait {delay}',
    lines: ['Hello,', '', 'Code: {{code}}'],
    rules: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
    limit: 5,
  };

  it('a key English lacks, a text over a setting, an entry past the end, a list of lines turned into objects', () => {
    expect(strayPaths(english, { titel: 'Espere' })).toEqual(['/titel: not in the English file']);
    expect(strayPaths(english, { limit: 'cinco' })).toEqual(['/limit: a text where English has a number']);
    expect(strayPaths(english, { rules: [null, { label: 'B' }, { label: 'C' }] })).toEqual(['/rules/2: English has only 2 entries']);
    expect(strayPaths(english, { lines: [{ text: 'Hola' }] })).toEqual(['/lines: English is a list of lines, the translation is not']);
    expect(strayPaths(english, { $comment: 'nota', lines: ['Hola:', 'Código: {{code}}'], rules: [null, { label: 'Be' }] })).toEqual([]);
  });

  it('a placeholder dropped, renamed or written in the other style', () => {
    expect(placeholderMismatches(english, { title: 'Espere' })).toEqual(['/title: English has {delay}, the translation none']);
    expect(placeholderMismatches(english, { title: 'Espere {demora}' })).toEqual(['/title: English has {delay}, the translation {demora}']);
    expect(placeholderMismatches(english, { lines: ['Código: {code}'] })).toEqual(['/lines: English has {{code}}, the translation {code}']);
    expect(placeholderMismatches(english, { title: 'Espere {delay}', lines: ['Hola:', '', 'Código:', '{{code}}'] })).toEqual([]);
  });

  it('a translated setting that breaks the English file’s rules', () => {
    expect(overlaidErrors('tenants/demo/tenant.json', { pdfName: 'Solicitud de Cedar Ridge' })).toEqual(['/pdfName must match pattern "^[A-Za-z0-9_-]{1,60}$"']);
    expect(overlaidErrors('tenants/demo/tenant.json', { applicationTitle: 'Solicitud de primer año' })).toEqual([]);
  });
});
