import { loadOnce, type LoadOnce } from '../../../shared/load-once.ts';
import { loadRetrying } from '../../../shared/load-retrying.ts';

import type { TranslationFiles } from '../../../shared/texts/bound-texts.ts';

const FOLDER = '../../../../texts-and-settings/translations/';
/** The form's texts, by JSON Forms' i18n keys: fetched only where a form is shown (loadFormTranslation). */
const FORM_FILE = 'form.json';

// Each file its own chunk, fetched only when its language is chosen: an English visit loads none of them. The files
// only the server words (mails, its answers to calls) are never fetched: the pages show those words as the server sends them.
const files = import.meta.glob<unknown>(
  [
    '../../../../texts-and-settings/translations/*/**/*.json',
    '!../../../../texts-and-settings/translations/*/tenants/**/mail-templates.json',
    '!../../../../texts-and-settings/translations/*/texts-and-settings/auth/messages.json',
    '!../../../../texts-and-settings/translations/*/texts-and-settings/request-messages.json',
    '!../../../../texts-and-settings/translations/*/texts-and-settings/temporary-answers.json',
    '!../../../../texts-and-settings/translations/*/texts-and-settings/validator-words.json',
    '!../../../../texts-and-settings/translations/*/form.json',
  ],
  { import: 'default' },
);
// The form's file is large (every label, option and message of every page): fetched as text and read with
// JSON.parse, which a browser reads several times faster than the same data written as a script's object.
const formFiles = import.meta.glob<string>('../../../../texts-and-settings/translations/*/form.json', { query: '?raw', import: 'default' });

function filesOf(code: string): Array<[string, () => Promise<unknown>]> {
  const prefix = `${FOLDER}${code}/`;
  return Object.entries(files)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, load]) => [path.slice(prefix.length), load]);
}

const loaders = new Map<string, LoadOnce<TranslationFiles>>();
const formLoaders = new Map<string, LoadOnce<TranslationFiles>>();

/**
 * Every translation file of a language but the form's, fetched once and tried again until it arrives (like all code
 * loaded on demand). A language with no folder has no files: all its texts are the English ones.
 */
export function loadTranslationFiles(code: string): Promise<TranslationFiles> {
  let loader = loaders.get(code);
  if (!loader) {
    const parts = filesOf(code);
    loader = loadOnce(async () => Object.fromEntries(await Promise.all(parts.map(async ([path, load]) => [path, await load()] as const))));
    loaders.set(code, loader);
  }
  return loadRetrying(loader);
}

/** The form's translation file of a language (none when it has none), fetched once, as loadTranslationFiles. */
export function loadFormTranslation(code: string): Promise<TranslationFiles> {
  let loader = formLoaders.get(code);
  if (!loader) {
    const load = formFiles[`${FOLDER}${code}/${FORM_FILE}`];
    loader = loadOnce(async (): Promise<TranslationFiles> => (load ? { [FORM_FILE]: JSON.parse(await load()) as unknown } : {}));
    formLoaders.set(code, loader);
  }
  return loadRetrying(loader);
}
