import { formTextsOf } from '../../shared/form/form-texts.ts';
import { VALIDATOR_WORDS_FILE } from '../../shared/texts/text-contracts.ts';
import { TRANSLATIONS_FOLDER } from '../../shared/texts/translations-folder.ts';
import { pointerSegment, type FormProblem } from '../form-check/problems.ts';
import type { CheckedPage } from '../form-check/index.ts';
import { tenantFolders } from './check-tenants.ts';
import { jsonFilesUnder } from './meta-check.ts';
import type { StaffFiles } from './staff-files.ts';

/** The form's translation in each language's folder: JSON Forms' i18n keys (src/shared/form/form-texts.ts). */
const FORM_TRANSLATION = 'form.json';

/**
 * Which strings of a staff file are texts a translation must give (the rest are settings, read from English only):
 * - in a JSON Schema file (`*.schema.json`), the messages: every string under an `errorMessage`;
 * - in any other file, every string except notes (`$…` keys), a setting by its key (SETTING_KEYS, or a name ending
 *   in Url, Email, Code, Id or Ms) and a setting by its value (a web or e-mail address, a path, a colour, a date, a
 *   code with no word in it).
 * The form pages (schemas/, uischemas/*.uischema.json) are translated in form.json by key instead.
 */
const SETTING_KEYS = new Set([
  'id',
  'to',
  'const',
  'type',
  'pattern',
  'format',
  'logo',
  'start',
  'end',
  'partnerName',
  'pdfName',
  'phone',
  'helpEmail',
  'accept',
  'intendedStudentType',
  'pdfPages',
  'addressLines',
  'extensions',
  'activityEvents',
  'path',
  'applicantNameKeys',
]);
const SETTING_NAME = /(Url|Email|Code|Id|Ms)$/;
const SETTING_VALUE = /^(https?:\/\/|mailto:|\/|#[0-9a-f]{3,8}$|\d{4}-\d{2}-\d{2})|^[^@\s]+@[^@\s]+$|^[^\p{L}]*$|^[A-Z0-9_.-]+$/u;

const PLACEHOLDER = /\{\{?\s*(\w+)\s*\}?\}/g;

interface Text {
  pointer: string;
  text: string;
}

/** Files of settings alone, or read by staff only (the staff API and its export stay in the default language). */
const UNTRANSLATED = new Set([
  'texts-and-settings/ui.json',
  'texts-and-settings/lookup.json',
  'texts-and-settings/staff-api.json',
  'texts-and-settings/auth/policy.json',
]);

/** The English staff files whose texts other languages translate, by file overlay (everything but the form pages). */
function translatedFiles(staff: StaffFiles): string[] {
  const texts = jsonFilesUnder(staff.root, 'texts-and-settings').filter(
    (file) =>
      !file.startsWith(`${TRANSLATIONS_FOLDER}/`) &&
      !file.startsWith('texts-and-settings/meta/') &&
      file !== 'texts-and-settings/languages.json' &&
      !UNTRANSLATED.has(file),
  );
  const tenants = tenantFolders(staff).flatMap((folder) => [`${folder}/tenant.json`, `${folder}/mail-templates.json`]);
  return [...texts, 'tenants/mail-templates.json', ...tenants, 'uischemas/pages.json', 'uischemas/renderers.json'].filter((file) => staff.exists(file));
}

/** The texts of one English file (see SETTING_KEYS): strings, and arrays of strings as one text (replaced whole). */
export function textsOf(file: string, data: unknown): Text[] {
  const texts: Text[] = [];
  const schemaFile = file.endsWith('.schema.json');
  // Its keys are keyword names (`type`, `format`, `const`), not settings: all its strings are texts.
  const allTexts = file === VALIDATOR_WORDS_FILE;
  const walk = (node: unknown, pointer: string, key: string, inMessages: boolean): void => {
    if (key.startsWith('$')) return;
    if (typeof node === 'string') {
      const isText = allTexts || (schemaFile ? inMessages : !SETTING_KEYS.has(key) && !SETTING_NAME.test(key) && !SETTING_VALUE.test(node.trim()));
      if (isText) texts.push({ pointer, text: node });
    } else if (Array.isArray(node)) {
      if (node.length > 0 && node.every((item) => typeof item === 'string')) {
        if (!SETTING_KEYS.has(key) && !SETTING_NAME.test(key) && (!schemaFile || inMessages) && node.some((item) => !SETTING_VALUE.test(item.trim())))
          texts.push({ pointer, text: node.join('\n') });
      } else node.forEach((item, index) => walk(item, pointer + pointerSegment(index), key, inMessages));
    } else if (node !== null && typeof node === 'object') {
      for (const [name, inner] of Object.entries(node)) walk(inner, pointer + pointerSegment(name), name, inMessages || name === 'errorMessage');
    }
  };
  walk(data, '', '', false);
  return texts;
}

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined), data);
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[0].replace(/\s/g, '')))].sort().join(' ');
const asText = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join('\n') : undefined;
const shortened = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * A problem of a translation. A missing text and a key English lacks are `listed`: named, yet publishable (the
 * missing text shows in English, the extra key is never read); a differing placeholder or option value is refused.
 */
export interface TranslationProblem extends FormProblem {
  listed?: true;
}

/** One English text against its translation: missing, or with other placeholders. */
function compareText(problems: TranslationProblem[], file: string, pointer: string, english: string, translated: unknown, language: string): void {
  const text = asText(translated);
  if (text === undefined || text.trim() === '') {
    problems.push({
      file,
      pointer,
      listed: true,
      message: `has no ${language} text for ${shortened(english)}: write its translation here (until then it shows in English)`,
    });
    return;
  }
  const expected = placeholdersOf(english);
  const found = placeholdersOf(text);
  if (expected !== found)
    problems.push({ file, pointer, message: `placeholders differ from English: English has ${expected || 'none'}, ${language} has ${found || 'none'}` });
}

/** Keys and entries a translation has that its English file lacks (a misspelt or removed key), and option values that differ (not in the validator's words, where `const` names a text). */
function compareShape(problems: TranslationProblem[], file: string, english: unknown, translated: unknown, pointer: string, optionValues = true): void {
  if (translated === null || translated === undefined || typeof translated !== 'object') return;
  if (Array.isArray(translated)) {
    if (!Array.isArray(english)) problems.push({ file, pointer, listed: true, message: 'is a list where English has none: remove it' });
    else if (!english.every((item) => typeof item === 'string')) {
      if (translated.length !== english.length)
        problems.push({
          file,
          pointer,
          listed: true,
          message: `has ${translated.length} entries, English has ${english.length}: translate the same list entry by entry`,
        });
      translated.forEach((item, index) => compareShape(problems, file, english[index], item, pointer + pointerSegment(index), optionValues));
    }
    return;
  }
  for (const [key, inner] of Object.entries(translated)) {
    if (key.startsWith('$')) continue;
    const own = english !== null && typeof english === 'object' && !Array.isArray(english) ? (english as Record<string, unknown>)[key] : undefined;
    const at = pointer + pointerSegment(key);
    if (own === undefined) problems.push({ file, pointer: at, listed: true, message: `"${key}" is not in the English file: remove it, or fix its name` });
    else if (optionValues && (key === 'const' || key === 'value') && inner !== own)
      problems.push({ file, pointer: at, message: `option value ${JSON.stringify(inner)} differs from English ${JSON.stringify(own)}: values stay as in English` });
    else compareShape(problems, file, own, inner, at, optionValues);
  }
}

/** Every text the form pages show, by form.json key, with its English. */
function formTexts(pages: readonly CheckedPage[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const page of pages) {
    if (!page.ui) continue;
    for (const [key, english] of formTextsOf({ schema: page.resolved, uischema: page.ui.data })) if (!texts.has(key)) texts.set(key, english);
  }
  return texts;
}

function languagesOf(staff: StaffFiles): string[] {
  const file = staff.read('texts-and-settings/languages.json', { optional: true }) as { default?: string; languages?: Array<{ code?: string }> } | undefined;
  return (file?.languages ?? []).map((language) => language.code).filter((code): code is string => typeof code === 'string' && code !== file?.default);
}

/**
 * Every language other than the default against English: each text missing, each placeholder that differs, each
 * option value that differs, and each key a translation has that English lacks, one problem per text, naming the
 * translation file. The staff files overlay by path (translations/<code>/<file>), the form by key (form.json).
 */
export function checkTranslations(staff: StaffFiles, pages: readonly CheckedPage[]): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const files = translatedFiles(staff);
  const form = formTexts(pages);
  for (const language of languagesOf(staff)) {
    const folder = `${TRANSLATIONS_FOLDER}/${language}`;
    for (const file of files) {
      const english = staff.read(file, { optional: true });
      const texts = english === undefined ? [] : textsOf(file, english);
      const own = `${folder}/${file}`;
      const translation = staff.read(own, { optional: true });
      for (const { pointer, text } of texts) compareText(problems, own, pointer, text, valueAt(translation, pointer), language);
      compareShape(problems, own, english, translation, '', file !== VALIDATOR_WORDS_FILE);
    }
    const formFile = `${folder}/${FORM_TRANSLATION}`;
    const translated = (staff.read(formFile, { optional: true }) ?? {}) as Record<string, unknown>;
    for (const [key, english] of form) compareText(problems, formFile, pointerSegment(key), english, translated[key], language);
    for (const key of Object.keys(translated)) {
      if (!key.startsWith('$') && !form.has(key))
        problems.push({ file: formFile, pointer: pointerSegment(key), listed: true, message: `"${key}" is no text of the form: remove it, or fix its key` });
    }
  }
  return problems;
}
