import type { ErrorObject } from 'ajv';
import { formPages } from '../../shared/form/pages.ts';
import { formMessageCode } from '../lib/language/form-message-code.ts';
import { translationOf } from '../../shared/texts/bound-texts.ts';
import { defaultLanguage } from '../../shared/texts/languages.ts';
import type { FormI18n } from './AnswerForm.tsx';

/** translations/<code>/form.json, inside the translation files: the form's texts by JSON Forms' i18n keys. */
export const FORM_TRANSLATION_FILE = 'form.json';

// Every text the form pages show, by key: indexed at the first message to translate.
let englishTexts: Map<string, string> | null = null;

/** The answer key of an error at `/<key>` (the shape toJsonFormsErrors gives). */
const answerKeyOf = (error: ErrorObject) => error.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');

const made = new Map<string, FormI18n>();

/**
 * JSON Forms' i18n for the language shown, one object per language (JSON Forms recomputes the form on a new one).
 * English has none: JSON Forms then shows the files' words as they are, at no cost per keystroke. Another language
 * looks each text up by key in its form.json, and each message (the shared pipeline's and the server's, both in
 * English words here) by the answer and the English words it was made from; what is missing shows in English.
 */
export function formI18nFor(language: string): FormI18n | undefined {
  if (language === defaultLanguage) return undefined;
  let i18n = made.get(language);
  if (!i18n) {
    const file = translationOf(FORM_TRANSLATION_FILE);
    const texts: Record<string, string> = file !== null && typeof file === 'object' ? (file as Record<string, string>) : {};
    const translate = (key: string, english: string) => (Object.hasOwn(texts, key) && typeof texts[key] === 'string' ? texts[key] : english);
    i18n = {
      locale: language,
      translate,
      translateError: (error) => {
        const message = error.message ?? '';
        const code = formMessageCode.value;
        if (!code) return message;
        englishTexts ??= new Map(formPages.flatMap((page) => [...code.formTextsOf(page)]));
        return code.translateFormMessage(englishTexts, texts, answerKeyOf(error), message) ?? message;
      },
    };
    made.set(language, i18n);
  }
  return i18n;
}

/** One answer's message in the language shown, as its field shows it (the summary of a page's errors). */
export function shownFormMessage(language: string, answerKey: string, message: string): string {
  const i18n = formI18nFor(language);
  if (!i18n) return message;
  const escaped = answerKey.replace(/~/g, '~0').replace(/\//g, '~1');
  return i18n.translateError({ instancePath: `/${escaped}`, schemaPath: '', keyword: 'errorMessage', params: {}, message });
}
