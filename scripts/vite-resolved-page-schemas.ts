import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pageSchemas } from '../src/shared/form/page-schemas.ts';

/**
 * The browser build gets src/shared/form/page-schemas.ts as its result, not its work: the form pages' schemas with
 * every reference resolved at build time, as one JSON text (JSON.parse reads it faster than the engine resolves or
 * than object literals evaluate). The server and the tests resolve at import as before.
 */
export function resolvedPageSchemas(): Plugin {
  const module = resolve(import.meta.dirname, '../src/shared/form/page-schemas.ts');
  return {
    name: 'resolved-page-schemas',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== module) return null;
      return `export const pageSchemas = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(pageSchemas))});\n`;
    },
  };
}
