import { loadOnce } from '../../../shared/load-once.ts';
import { loadRetrying } from '../../../shared/load-retrying.ts';
import { defaultLanguage } from '../../../shared/texts/languages.ts';
import { currentLanguage, setCurrentLanguage } from './chosen-language.ts';
import { formMessageCode } from './form-message-code.ts';

// The code that fetches a language's files and rewrites the texts: never loaded while the pages stay in English.
const switchCode = loadOnce(() => Promise.all([import('./show-translation.ts'), import('./translation-files.ts')]));
let translated = false;
// The form's texts (form.json and the code that matches messages to its keys) come only once a form is shown in
// this tab: an account screen in Spanish never fetches them.
let formShown = false;
// The language asked for last: a slower fetch for an earlier choice never shows over it.
let requested = currentLanguage();
let latest: Promise<void> = Promise.resolve();

async function show(code: string): Promise<void> {
  if (code !== defaultLanguage || translated) {
    const withForm = formShown && code !== defaultLanguage;
    const [[{ showTranslation }, { loadTranslationFiles, loadFormTranslation }]] = await Promise.all([
      loadRetrying(switchCode),
      withForm ? loadRetrying(formMessageCode) : null,
    ]);
    const [files, form] = code === defaultLanguage ? [{}, {}] : await Promise.all([loadTranslationFiles(code), withForm ? loadFormTranslation(code) : {}]);
    // The texts are rewritten in a task of their own, not in the one that evaluated the last file's code.
    await new Promise((resolve) => setTimeout(resolve));
    if (requested !== code) return;
    showTranslation({ ...files, ...form });
    translated = code !== defaultLanguage;
  }
  if (requested === code) setCurrentLanguage(code);
}

/**
 * Every bound text in `code` (its files fetched first, unless it is the default) and `<html lang>` with them; the
 * form's texts too once a form was shown in this tab.
 */
export function showLanguage(code: string): Promise<void> {
  requested = code;
  latest = show(code);
  return latest;
}

/**
 * Starts fetching what showing `code` takes (its files, and the form's where `withForm`) and shows nothing: a first
 * visit's texts travel beside the page's code. The code matching form messages to their keys is left to the form's
 * frame (showFormTexts): it is built on the form's own modules, and asked for before the page has evaluated them it
 * would evaluate them all at once, in one long task, instead of one per task.
 */
export function fetchLanguage(code: string, withForm: boolean): void {
  if (code === defaultLanguage) return;
  void loadRetrying(switchCode).then(([, { loadTranslationFiles, loadFormTranslation }]) =>
    Promise.all([loadTranslationFiles(code), withForm ? loadFormTranslation(code) : null]),
  );
}

/**
 * A form is shown from now on (a form page's frame or the print view is loading): the form's texts in the language
 * asked for, and in every language chosen after. Settles once they are shown.
 */
export function showFormTexts(): Promise<void> {
  if (!formShown) {
    formShown = true;
    latest = show(requested);
  }
  return latest;
}
