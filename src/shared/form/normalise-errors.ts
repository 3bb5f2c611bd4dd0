import type { ErrorObject } from 'ajv';
import type { ErrorsByKey } from './types.ts';

/** A branch of a `oneOf`/`anyOf`: its errors only explain the combinator's own error, which is kept. */
const COMBINATOR_BRANCH = /\/(oneOf|anyOf)\/\d+\//;

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The answer key an error belongs to, or null for an error that is no field's. */
function keyOf(error: ErrorObject): string | null {
  // ajv-errors puts a `required` message on the parent object; the field it names is the missing property.
  const original = error.keyword === 'errorMessage' ? (error.params.errors as ErrorObject[] | undefined)?.[0] : error;
  if (original?.keyword === 'required') return String(original.params.missingProperty);
  const [, first] = error.instancePath.split('/');
  return first === undefined || first === '' ? null : unescapePointer(first);
}

/**
 * The words of one field's error in another language than the schema files', or undefined to keep the file's own
 * (`key` is the answer key the error was moved to).
 */
export type ErrorWording = (error: ErrorObject, key: string) => string | undefined;

/**
 * AJV errors as `{key: [messages]}`: required messages moved from the parent to the field they name, the wrapper
 * errors of `if`/`then` and of `oneOf`/`anyOf` branches dropped, errors of hidden fields (and of no field)
 * dropped, each message once per key, keys in the order their first error came; `wording` words them in another
 * language.
 */
export function normaliseErrors(errors: readonly ErrorObject[] | null | undefined, isHidden: (key: string) => boolean, wording?: ErrorWording): ErrorsByKey {
  const byKey: ErrorsByKey = {};
  for (const error of errors ?? []) {
    if (error.keyword === 'if' || COMBINATOR_BRANCH.test(error.schemaPath)) continue;
    const key = keyOf(error);
    if (key === null || isHidden(key)) continue;
    const message = wording?.(error, key) ?? error.message ?? 'is not valid';
    const messages = (byKey[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return byKey;
}
