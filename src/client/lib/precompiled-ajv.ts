import type { Ajv, AnySchema, ValidateFunction } from 'ajv';
import { schemaKey } from '../../shared/form/schema-key.ts';
import type { JsonSchema } from '../../shared/form/types.ts';

/**
 * An AJV for the browser build over validators generated at build time (scripts/vite-precompiled-validators.ts), so
 * nothing is compiled with `new Function` under the CSP. Only `compile` exists, for the schemas of its set; anything
 * else is a build mistake and says so.
 */
export function precompiledAjv(validators: Record<string, ValidateFunction>, set: string): Ajv {
  function compile(schema: AnySchema): ValidateFunction {
    const validate = validators[schemaKey(schema as JsonSchema)];
    if (!validate) throw new Error(`No precompiled validator for this schema in the '${set}' set of scripts/vite-precompiled-validators.ts`);
    return validate;
  }
  return { compile } as unknown as Ajv;
}
