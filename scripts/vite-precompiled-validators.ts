import { resolve } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { authFormSchemas } from '../src/shared/auth/auth-forms.ts';
import { createFormAjv } from '../src/shared/form/form-ajv.ts';
import { formPages } from '../src/shared/form/pages.ts';
import { schemaKey } from '../src/shared/form/schema-key.ts';
import { toValidationSchema } from '../src/shared/form/validation-schema.ts';
import type { JsonSchema } from '../src/shared/form/types.ts';

const VIRTUAL_ID = 'virtual:precompiled-validators';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Every schema the browser validates with: the form pages (as the engine compiles them) and the auth forms. */
function browserSchemas(): JsonSchema[] {
  return [...formPages.map((page) => toValidationSchema(page.schema)), ...Object.values(authFormSchemas)];
}

/**
 * AJV's standalone ESM output still reaches its runtime helpers (and ours) through `require("…")`: each becomes a
 * namespace import. Specifiers starting with `src/` are files of this project.
 */
function requiresToImports(code: string, root: string): string {
  const specifiers = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_whole, specifier: string) => {
    if (!specifiers.has(specifier)) specifiers.set(specifier, `__validatorDependency${specifiers.size}`);
    return specifiers.get(specifier)!;
  });
  const imports = [...specifiers].map(([specifier, name]) => {
    const target = specifier.startsWith('src/') ? resolve(root, specifier) : specifier;
    return `import * as ${name} from ${JSON.stringify(target)};`;
  });
  return `${imports.join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

/** The module: every validator as standalone code, and `validators`, keyed by `schemaKey` of its schema. */
export function precompiledValidatorsModule(root: string): string {
  const ajv = createFormAjv({ standalone: true });
  const exportsByName: Record<string, string> = {};
  const keys: string[] = [];
  browserSchemas().forEach((schema, index) => {
    const name = `validator${index}`;
    ajv.addSchema(schema, name);
    exportsByName[name] = name;
    keys.push(`${JSON.stringify(schemaKey(schema))}: ${name}`);
  });
  const code = standaloneCode(ajv, exportsByName);
  return `${requiresToImports(code, root)}\nexport const validators = {${keys.join(', ')}};\n`;
}

/**
 * The production build validates without `new Function` (the server's CSP allows scripts from 'self' only): the
 * shared AJV module is replaced by src/client/lib/precompiled-ajv.ts, whose `compile` hands out these validators.
 */
export function precompiledValidators(): Plugin {
  // The project's folders, whatever the Vite root (the bench pages build from bench/pages).
  const root = resolve(import.meta.dirname, '..');
  const formAjvModule = resolve(root, 'src/shared/form/form-ajv.ts');
  const replacement = resolve(root, 'src/client/lib/precompiled-ajv.ts');
  return {
    name: 'precompiled-validators',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === VIRTUAL_ID) return RESOLVED_ID;
      if (!importer || importer === replacement || !source.endsWith('form-ajv.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === formAjvModule ? replacement : null;
    },
    load(id) {
      return id === RESOLVED_ID ? precompiledValidatorsModule(root) : null;
    },
  };
}
