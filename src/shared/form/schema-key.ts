import type { JsonSchema } from './types.ts';

/**
 * A short fingerprint of a schema (FNV-1a over its JSON text), by which the browser finds the validator the build
 * precompiled for it. The build and the browser build the schema objects with the same code, so the text matches.
 */
export function schemaKey(schema: JsonSchema): string {
  const text = JSON.stringify(schema);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}
