import { resolve } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { authFormSchemas } from '../src/shared/auth/auth-forms.ts';
import { createFormAjv } from '../src/shared/form/form-ajv.ts';
import { formPages } from '../src/shared/form/pages.ts';
import { schemaKey } from '../src/shared/form/schema-key.ts';
import { toValidationSchema } from '../src/shared/form/validation-schema.ts';
import type { JsonSchema } from '../src/shared/form/types.ts';

/**
 * The schemas the browser validates with, in two sets so an account screen never loads the form pages' validators:
 * the form pages (as the engine compiles them) and the auth forms.
 */
export const validatorSets = {
  form: () => formPages.map((page) => toValidationSchema(page.schema)),
  auth: () => Object.values(authFormSchemas) as JsonSchema[],
} satisfies Record<string, () => JsonSchema[]>;

export type ValidatorSet = keyof typeof validatorSets;

const VIRTUAL_PREFIX = 'virtual:precompiled-validators/';
/** What @jsonforms/core gets for `ajv` and `ajv-formats` (see `noCompilerModule`). */
const NO_COMPILER_PREFIX = '\0no-ajv-compiler/';

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

/** The module of one set: every validator as standalone code, and `validators`, keyed by `schemaKey` of its schema. */
export function precompiledValidatorsModule(root: string, set: ValidatorSet): string {
  const ajv = createFormAjv({ standalone: true });
  const exportsByName: Record<string, string> = {};
  const keys: string[] = [];
  validatorSets[set]().forEach((schema, index) => {
    const name = `validator${index}`;
    ajv.addSchema(schema, name);
    exportsByName[name] = name;
    keys.push(`${JSON.stringify(schemaKey(schema))}: ${name}`);
  });
  const code = standaloneCode(ajv, exportsByName);
  return `${requiresToImports(code, root)}\nexport const validators = {${keys.join(', ')}};\n`;
}

/**
 * JSON Forms always gets our precompiled AJV (FormView hands it `formAjv`, and no UI schema has JSON Forms rules), so
 * its `createAjv` never runs: its imports of AJV's compiler and ajv-formats get this stand-in, which says so if the
 * assumption ever breaks, instead of some 40 KB of compiler on the wire.
 */
function noCompilerModule(name: string): string {
  return `export default function ${name}() { throw new Error('JSON Forms tried to build its own AJV (${name}): pass the precompiled formAjv'); }`;
}

/**
 * The production build validates without `new Function` (the server's CSP allows scripts from 'self' only) and
 * without AJV's compiler: each shared module below is replaced by its browser stand-in, whose `compile` hands out
 * the validators of its set, generated here at build time from the same schema files the server compiles.
 * `keepJsonFormsCompiler` leaves JSON Forms its own AJV (the stock page of the keystroke bench, as JSON Forms ships).
 */
export function precompiledValidators({ keepJsonFormsCompiler = false } = {}): Plugin {
  // The project's folders, whatever the Vite root (the bench pages build from bench/pages).
  const root = resolve(import.meta.dirname, '..');
  const replacements = new Map([
    [resolve(root, 'src/shared/form/form-ajv.ts'), resolve(root, 'src/client/lib/precompiled-form-ajv.ts')],
    [resolve(root, 'src/shared/auth/auth-ajv.ts'), resolve(root, 'src/client/lib/precompiled-auth-ajv.ts')],
  ]);
  const standIns = new Set(replacements.values());
  return {
    name: 'precompiled-validators',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(VIRTUAL_PREFIX)) return `\0${source}`;
      if (!importer) return null;
      if (!keepJsonFormsCompiler && (source === 'ajv' || source === 'ajv-formats') && importer.includes('/node_modules/@jsonforms/core/')) {
        return `${NO_COMPILER_PREFIX}${source === 'ajv' ? 'Ajv' : 'addFormats'}`;
      }
      if (standIns.has(importer) || !source.endsWith('-ajv.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && replacements.get(resolved.id)) ?? null;
    },
    load(id) {
      if (id.startsWith(`\0${VIRTUAL_PREFIX}`)) {
        const set = id.slice(VIRTUAL_PREFIX.length + 1);
        if (!Object.hasOwn(validatorSets, set)) throw new Error(`No validator set '${set}' (${Object.keys(validatorSets).join(', ')})`);
        return precompiledValidatorsModule(root, set as ValidatorSet);
      }
      if (id.startsWith(NO_COMPILER_PREFIX)) return noCompilerModule(id.slice(NO_COMPILER_PREFIX.length));
      return null;
    },
  };
}
