import type { ErrorObject } from 'ajv';
import type { ErrorsByKey } from './types.ts';

/**
 * The engine's errors in the shape JSON Forms reads from `additionalErrors`: one error per message, at the
 * key's instance path, so a control finds its own. Memoise the result: JSON Forms needs a stable array.
 */
export function toJsonFormsErrors(errors: ErrorsByKey): ErrorObject[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    messages.map((message) => ({
      instancePath: `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      schemaPath: `#/properties/${key}`,
      keyword: 'errorMessage',
      params: {},
      message,
    })),
  );
}
