import { loadOnce } from '../../../shared/load-once.ts';
import { loadRetrying } from '../../../shared/load-retrying.ts';
import { defaultLanguage } from '../../../shared/texts/languages.ts';
import { setCurrentLanguage } from './chosen-language.ts';
import { formMessageCode } from './form-message-code.ts';

// The code that fetches a language's files and rewrites the texts: never loaded while the pages stay in English.
const switchCode = loadOnce(() => Promise.all([import('./show-translation.ts'), import('./translation-files.ts')]));
let translated = false;

/** Every bound text in `code` (its files fetched first, unless it is the default) and `<html lang>` with them. */
export async function showLanguage(code: string): Promise<void> {
  if (code !== defaultLanguage || translated) {
    const [[{ showTranslation }, { loadTranslationFiles }]] = await Promise.all([
      loadRetrying(switchCode),
      code === defaultLanguage ? null : loadRetrying(formMessageCode),
    ]);
    showTranslation(code === defaultLanguage ? {} : await loadTranslationFiles(code));
    translated = code !== defaultLanguage;
  }
  setCurrentLanguage(code);
}
