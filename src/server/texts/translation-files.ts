import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TRANSLATIONS_FOLDER } from '../../shared/texts/translations-folder.ts';

/** The translation files of one language, by the project-relative path of the file each translates ('/' separated). */
export type TranslationFiles = ReadonlyMap<string, unknown>;

function jsonFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return jsonFilesUnder(path);
    return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
  });
}

/**
 * Reads every translation file of `language` under `root` (the repository or STAFF_DIR) once. A file staff broke
 * (not JSON, not an object) is left out with one line naming it, so its texts show in English and the server still
 * starts; a language without a folder has no translations (all English).
 */
export function readTranslationFiles(root: string, language: string, warn: (line: string) => void): TranslationFiles {
  const folder = join(root, TRANSLATIONS_FOLDER, language);
  const files = new Map<string, unknown>();
  if (!existsSync(folder)) return files;
  for (const path of jsonFilesUnder(folder)) {
    const shown = relative(root, path).split(sep).join('/');
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      warn(`${shown}: cannot be read as JSON (${reason}); its texts are shown in English until it is fixed`);
      continue;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      warn(`${shown}: must hold one JSON object (the shape of the file it translates); its texts are shown in English until it is fixed`);
      continue;
    }
    files.set(relative(folder, path).split(sep).join('/'), data);
  }
  return files;
}
