import { loadOnce, type LoadOnce } from '../../../shared/load-once.ts';
import { loadRetrying } from '../../../shared/load-retrying.ts';

import type { TranslationFiles } from '../../../shared/texts/bound-texts.ts';

const FOLDER = '../../../../texts-and-settings/translations/';

// Each file its own chunk, fetched only when its language is chosen: an English visit loads none of them.
const files = import.meta.glob<unknown>('../../../../texts-and-settings/translations/*/**/*.json', { import: 'default' });

function filesOf(code: string): Array<[string, () => Promise<unknown>]> {
  const prefix = `${FOLDER}${code}/`;
  return Object.entries(files)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, load]) => [path.slice(prefix.length), load]);
}

const loaders = new Map<string, LoadOnce<TranslationFiles>>();

/**
 * Every translation file of a language, fetched once and tried again until it arrives (like all code loaded on
 * demand). A language with no folder has no files: all its texts are the English ones.
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
