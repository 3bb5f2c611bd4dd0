import { formPages } from '../../shared/form/pages.ts';
import { translationOf } from '../../shared/texts/bound-texts.ts';
import { formMessageCode } from '../lib/language/form-message-code.ts';
import type { FormI18n } from './AnswerForm.tsx';

const made = new Map<string, FormI18n>();

/**
 * JSON Forms' i18n for the language shown, one object per language (JSON Forms recomputes the form on a new one).
 * English has none: JSON Forms then shows the files' words as they are, at no cost per keystroke. The code of the
 * others comes with their texts (show-language.ts).
 */
export function formI18nFor(language: string): FormI18n | undefined {
  const code = formMessageCode.value;
  if (!code || translationOf('form.json') === undefined) return undefined;
  let i18n = made.get(language);
  if (!i18n) made.set(language, (i18n = code.buildFormI18n(language, formPages, translationOf('form.json'))));
  return i18n;
}

/** One answer's message in the language shown, as its field shows it (the summary of a page's errors). */
export function shownFormMessage(language: string, answerKey: string, message: string): string {
  const i18n = formI18nFor(language);
  return i18n ? formMessageCode.value!.shownMessage(i18n, answerKey, message) : message;
}
