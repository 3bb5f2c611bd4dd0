import type { Plugin } from 'vite';

/** Every `$comment` in a JSON value, at any depth, dropped. */
function withoutComments(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutComments);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$comment')
      .map(([key, inner]) => [key, withoutComments(inner)]),
  );
}

/**
 * The repository's own JSON files (texts, settings, schemas, UI schemas) reach the browser without their `$comment`
 * notes: JSON Schema defines `$comment` as a note for readers that changes nothing, and no client code reads it, yet
 * it was shipped in the first load's chunks.
 */
export function jsonWithoutComments(): Plugin {
  return {
    name: 'json-without-comments',
    enforce: 'pre',
    apply: 'build',
    transform(source, id) {
      if (!id.endsWith('.json') || id.includes('/node_modules/') || !source.includes('"$comment"')) return null;
      return { code: JSON.stringify(withoutComments(JSON.parse(source))), map: null };
    },
  };
}
