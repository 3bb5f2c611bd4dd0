import type { Ajv, AnySchema, ValidateFunction } from 'ajv';
import { validators } from 'virtual:precompiled-validators';
import { schemaKey } from '../../shared/form/schema-key.ts';
import type { JsonSchema } from '../../shared/form/types.ts';

/**
 * The browser build's stand-in for src/shared/form/form-ajv.ts (swapped in by scripts/vite-precompiled-validators.ts):
 * the validators were generated at build time, so nothing is compiled with `new Function` under the CSP. Only
 * `compile` exists, for the schemas the build knows; anything else is a build mistake and says so.
 */
function compile(schema: AnySchema): ValidateFunction {
  const validate = validators[schemaKey(schema as JsonSchema)];
  if (!validate) throw new Error('No precompiled validator for this schema: add it to scripts/vite-precompiled-validators.ts');
  return validate;
}

export const formAjv = { compile } as unknown as Ajv;

export function createFormAjv(): Ajv {
  return formAjv;
}
