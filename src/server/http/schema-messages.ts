import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { addFormatsAndMessages } from '../../shared/ajv-plugins.ts';
import { requestMessages, type RequestMessages } from '../../shared/request-messages.ts';
import { fillText } from '../../shared/texts/fill-text.ts';

/**
 * The validator compiler of every route (set once in app.ts): bodies, queries and params are checked with formats and
 * the schema files' own ajv-errors messages. Nothing is coerced, defaulted or removed: unknown keys and wrong types
 * are errors, and query strings arrive as text.
 */
export function createSchemaMessageCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = addFormatsAndMessages(new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false }));
  return ({ schema }) => ajv.compile(schema as object);
}

export interface SchemaMessageWords {
  /** Where the problems are: `body`, `querystring`, `params` or `headers`. */
  part?: string;
  /** A schema's own words in another language (ajv-errors `errorMessage`), when it has them. */
  wording?: (error: ErrorObject) => string | undefined;
  /** request-messages.json in the request's language (English unless given). */
  texts?: RequestMessages;
}

/**
 * The one 400 message of a request that fails its schema: each distinct problem once, in schema order. A schema's own
 * words (ajv-errors `errorMessage`) stand as written; any other problem names where it is, e.g.
 * `body/num_components must be <= 10.`, with the validator's words as the errors carry them (see inValidatorLanguage).
 */
export function schemaMessage(errors: FastifySchemaValidationError[], { part = 'body', wording, texts = requestMessages }: SchemaMessageWords = {}): string {
  const sentences = errors.map((error) =>
    error.keyword === 'errorMessage'
      ? (wording?.(error as ErrorObject) ?? error.message ?? '')
      : fillText(texts.fieldProblem, { field: `${part}${error.instancePath}`, problem: error.message ?? texts.fieldInvalid }),
  );
  return [...new Set(sentences.filter(Boolean))].join(' ');
}
