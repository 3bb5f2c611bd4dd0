import type { ErrorObject } from 'ajv';
import localize from 'ajv-i18n';
import { defaultLanguage } from '../../shared/texts/languages.ts';

type Localize = (errors?: ErrorObject[] | null) => void;

/**
 * A failed schema check's errors with the validator's own words (`must be <= 10`) in `language`, by ajv-i18n, for
 * each language it has; in the default language, and in one it lacks, as AJV wrote them. A schema's own words
 * (ajv-errors' `errorMessage`) are left as they are: they are staff texts, translated in the staff files. The
 * errors given are not changed (Fastify's error keeps its own).
 */
export function inValidatorLanguage<E extends ErrorObject>(errors: readonly E[], language: string): E[] {
  const words = (localize as Partial<Record<string, Localize>>)[language];
  const copies = errors.map((error) => ({ ...error }));
  if (language !== defaultLanguage && words) words(copies.filter((error) => error.keyword !== 'errorMessage'));
  return copies;
}
