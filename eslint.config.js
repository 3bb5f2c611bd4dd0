// ESLint flat config: typescript-eslint (type-aware), React hooks and jsx-a11y, plus the layer rules that keep
// dependencies flowing one way (src/shared ← renderers ← src/client; src/shared ← src/server, src/cli; the build
// reads neither the server nor the client app).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A relative import that climbs to `folder` (e.g. `../../client/x.ts` from src/shared/form, `../src/server/x.ts`). */
const climbsTo = (folder) => `^(\\.\\.?/)+${folder}(/|$)`;

/** The MUI index modules: one import of either pulls every component into the chunk that makes it. */
const muiBarrels = [
  {
    regex: '^@mui/(material|icons-material)(/index(\\.js)?)?$',
    allowTypeImports: true,
    message: "Import each MUI component or icon from its own path ('@mui/material/Button'), never from the index.",
  },
];

const sharedImports = [
  {
    regex: `${climbsTo('(client|server|cli)')}|${climbsTo('src/(client|server|cli)')}|${climbsTo('renderers')}`,
    message: 'src/shared is the bottom layer: it imports nothing from src/client, src/server, src/cli or renderers.',
  },
  {
    regex: '^(react|react-dom|@mui/.*|@emotion/.*|@jsonforms/.*|fastify|@fastify/.*|kysely|node:.*)(/|$)',
    allowTypeImports: true,
    message: 'src/shared runs in the browser, the server and the CLI alike: no framework, database or Node module.',
  },
];

const rendererImports = [
  {
    regex: `${climbsTo('src/(client|server|cli)')}`,
    message: 'Renderers never import the client app (or the server): they get what they need through FormContext.',
  },
  ...muiBarrels,
];

const clientImports = [
  {
    regex: `${climbsTo('(server|cli)')}|${climbsTo('src/(server|cli)')}`,
    allowTypeImports: true,
    message: 'The browser app never imports server or CLI code (types only, for API shapes, via src/shared).',
  },
  ...muiBarrels,
];

const buildImports = [
  {
    regex: `${climbsTo('src/server')}|^\\./src/server(/|$)`,
    message: 'The build never imports src/server: what both need lives in src/shared.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'reference/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'data/**', 'docs/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Type-aware checks worth their cost: a promise nobody awaits or catches, one passed where a callback's
      // result is ignored, and `await` on something that is not a promise.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `typeof import('…')` stays allowed: it types a module loaded lazily right where it is loaded.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Migrations are typed Kysely<any> on purpose (Kysely's own advice): a migration describes the schema as it was
    // then and must not change when today's Database interface does.
    files: ['src/server/db/migrations/**/*.ts', 'src/server/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', 'tests/unit/client/**/*.{ts,tsx}', 'tests/unit/renderers/**/*.{ts,tsx}', 'bench/pages/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The recommended set, React Compiler's rules among them; a missing dependency is an error, not a warning.
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Layer rules. One block per folder: a later block's no-restricted-imports replaces an earlier one's.
  {
    files: ['src/shared/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: sharedImports }] },
  },
  {
    files: ['renderers/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: rendererImports }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: clientImports }] },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'vite.config.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: buildImports }] },
  },
);
