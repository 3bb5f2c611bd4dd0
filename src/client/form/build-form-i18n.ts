import type { ErrorObject } from 'ajv';
import { formTextsOf, translateFormMessage, type TextedPage } from '../../shared/form/form-texts.ts';
import type { FormI18n } from './AnswerForm.tsx';

/** The answer key of an error at `/<key>` (the shape toJsonFormsErrors gives). */
const answerKeyOf = (error: ErrorObject) => error.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * JSON Forms' i18n for a language other than English, fetched with its texts (never for English): each text looked
 * up by key in its form.json, each message (the shared pipeline's and the server's, both worded in English here)
 * by the answer and the English words it was made from; what is missing shows in English.
 */
export function buildFormI18n(language: string, pages: readonly TextedPage[], file: unknown): FormI18n {
  const texts: Record<string, string> = file !== null && typeof file === 'object' ? (file as Record<string, string>) : {};
  let english: Map<string, string> | null = null;
  return {
    locale: language,
    translate: (key, text) => (Object.hasOwn(texts, key) && typeof texts[key] === 'string' ? texts[key] : text),
    translateError: (error) => {
      const message = error.message ?? '';
      english ??= new Map(pages.flatMap((page) => [...formTextsOf(page)]));
      return translateFormMessage(english, texts, answerKeyOf(error), message) ?? message;
    },
  };
}

/** One answer's message as its field shows it (the summary of a page's errors). */
export function shownMessage(i18n: FormI18n, answerKey: string, message: string): string {
  const escaped = answerKey.replace(/~/g, '~0').replace(/\//g, '~1');
  return i18n.translateError({ instancePath: `/${escaped}`, schemaPath: '', keyword: 'errorMessage', params: {}, message });
}
