import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../../shared/form/types.ts';

type Node = unknown;

/** The node a schema path (`#/properties/password/allOf/0/errorMessage`) names, or undefined. */
function at(schema: JsonSchema, schemaPath: string): Node {
  const segments = schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean);
  let node: Node = schema;
  for (const raw of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Node>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * The text of an `errorMessage` the failing rule picks, as ajv-errors picks it: the string itself, else the entry of
 * the failing keyword (for `required`, of the missing property), else `_`.
 */
function picked(errorMessage: Node, original: ErrorObject | undefined): string | undefined {
  if (typeof errorMessage === 'string') return errorMessage;
  if (errorMessage === null || typeof errorMessage !== 'object' || !original) return undefined;
  const entries = errorMessage as Record<string, Node>;
  const byKeyword = entries[original.keyword];
  if (typeof byKeyword === 'string') return byKeyword;
  if (byKeyword !== null && typeof byKeyword === 'object') {
    const property = String(original.params.missingProperty ?? original.params.property ?? '');
    const byProperty = (byKeyword as Record<string, Node>)[property];
    if (typeof byProperty === 'string') return byProperty;
  }
  return typeof entries._ === 'string' ? entries._ : undefined;
}

/**
 * Words a failed body check of a form in another language: the same schema written with the language's texts
 * (same shape, other words) is read at the failing rule's place, by its keyword and field, instead of compiling
 * a validator per language. Undefined (keep the English) when the English schema does not give the same message
 * there, so a wording is never guessed.
 */
export function schemaErrorWording(english: JsonSchema, translated: JsonSchema) {
  return (error: ErrorObject): string | undefined => {
    if (error.keyword !== 'errorMessage') return undefined;
    const [original] = (error.params.errors as ErrorObject[] | undefined) ?? [];
    if (picked(at(english, error.schemaPath), original) !== error.message) return undefined;
    return picked(at(translated, error.schemaPath), original);
  };
}
