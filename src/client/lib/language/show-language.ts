import { defaultLanguage } from '../../../shared/texts/languages.ts';
import { showTranslation } from '../../../shared/texts/bound-texts.ts';
import { setCurrentLanguage } from './chosen-language.ts';
import { loadTranslationFiles } from './translation-files.ts';

const ENGLISH = {};

/** Every bound text in `code` (its files fetched first, unless it is the default) and `<html lang>` with them. */
export async function showLanguage(code: string): Promise<void> {
  const files = code === defaultLanguage ? ENGLISH : await loadTranslationFiles(code);
  showTranslation(files);
  setCurrentLanguage(code);
}
