import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { addFormatsAndMessages } from '../../shared/ajv-plugins.ts';

/**
 * The validator compiler of every route (set once in app.ts): bodies, queries and params are checked with formats and
 * the schema files' own ajv-errors messages. Nothing is coerced, defaulted or removed: unknown keys and wrong types
 * are errors, and query strings arrive as text.
 */
export function createSchemaMessageCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = addFormatsAndMessages(new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false }));
  return ({ schema }) => ajv.compile(schema as object);
}

/**
 * The one 400 message of a request that fails its schema: each distinct problem once, in schema order. A schema's own
 * words (ajv-errors `errorMessage`) stand as written; any other problem names where it is, e.g.
 * `body/num_components must be <= 10.` `wording` gives a schema's own words in another language.
 */
export function schemaMessage(errors: FastifySchemaValidationError[], part = 'body', wording?: (error: ErrorObject) => string | undefined): string {
  const sentences = errors.map((error) =>
    error.keyword === 'errorMessage' ? (wording?.(error as ErrorObject) ?? error.message ?? '') : `${part}${error.instancePath} ${error.message ?? 'is not valid'}.`,
  );
  return [...new Set(sentences.filter(Boolean))].join(' ');
}
