import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import messagesFile from '../../texts-and-settings/messages.json' with { type: 'json' };
import pagesFile from '../../uischemas/pages.json' with { type: 'json' };
import type { PageEntry } from '../../src/shared/form/page-list.ts';
import { defaultLanguage, isLanguage, languages } from '../../src/shared/texts/languages.ts';
import { overlayTexts } from '../../src/shared/texts/overlay-texts.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The languages a benchmark measures the application in: BENCH_LANGUAGES (`en,es`), else every offered language;
 * the default language first, the one the others are compared with.
 */
export function benchLanguages(): string[] {
  const asked = process.env.BENCH_LANGUAGES?.split(',').map((code) => code.trim()) ?? languages.map((language) => language.code);
  const unknown = asked.filter((code) => !isLanguage(code));
  if (unknown.length > 0) throw new Error(`BENCH_LANGUAGES: ${unknown.join(', ')} not offered (texts-and-settings/languages.json)`);
  return [...new Set([defaultLanguage, ...asked])].filter((code) => asked.includes(code));
}

/** A staff file's translation into `language`, when there is one. */
function translationOf(language: string, staffFile: string): unknown {
  const file = join(ROOT, 'texts-and-settings/translations', language, staffFile);
  return language !== defaultLanguage && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** A form page's title as an applicant reading `language` sees it (its translation of uischemas/pages.json laid over it). */
export function pageTitleIn(language: string, page: PageEntry): string {
  const shown = overlayTexts(pagesFile, translationOf(language, 'uischemas/pages.json'));
  return shown.pages.find((entry) => entry.id === page.name)?.title ?? page.title;
}

/** One of texts-and-settings/messages.json's texts as an applicant reading `language` sees it. */
export function messageIn(language: string, key: keyof typeof messagesFile): string {
  return overlayTexts(messagesFile, translationOf(language, 'texts-and-settings/messages.json'))[key];
}
