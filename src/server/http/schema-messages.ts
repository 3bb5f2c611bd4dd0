import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { addFormatsAndMessages } from '../../shared/ajv-plugins.ts';

/**
 * A Fastify validator compiler for body schemas that carry ajv-errors messages (the schema files' own words).
 * Nothing is coerced, defaulted or removed: unknown keys and wrong types are errors.
 */
export function createSchemaMessageCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = addFormatsAndMessages(new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false }));
  return ({ schema }) => ajv.compile(schema as object);
}

/** The distinct messages of a failed validation, in schema order, as one sentence list. */
export function schemaMessage(errors: Array<Pick<ErrorObject, 'message'>>): string {
  return [...new Set(errors.map((error) => error.message ?? 'is not valid'))].join(' ');
}
