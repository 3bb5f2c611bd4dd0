import type { ErrorObject } from 'ajv';
import type { ErrorWording } from '../../shared/form/index.ts';

/** The keyword that failed: for an ajv-errors message, the rule it stands for (`pattern`, `required`, `x-minAge`...). */
function failingKeyword(error: ErrorObject): string {
  if (error.keyword !== 'errorMessage') return error.keyword;
  const [original] = (error.params.errors as ErrorObject[] | undefined) ?? [];
  return original?.keyword ?? error.keyword;
}

/**
 * The form's rule messages in a language, by JSON Forms' i18n keys `<answer key>.error.<failing keyword>` of its
 * form.json (the keys the client's JSON Forms translates with). A key the language lacks keeps the schema file's
 * English message; none at all (the default language) words nothing.
 */
export function formErrorWording(form: ReadonlyMap<string, string>): ErrorWording | undefined {
  if (form.size === 0) return undefined;
  return (error, key) => form.get(`${key}.error.${failingKeyword(error)}`);
}
