/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './scripts/vite-precompiled-validators.ts';
import RetriedTestsReporter from './tests/support/retried-tests-reporter.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { resolvedPageSchemas } from './scripts/vite-resolved-page-schemas.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { compileHintBanner } from './scripts/compile-hints.ts';

const vendor = (file: string) => fileURLToPath(new URL(`./src/client/vendor/${file}`, import.meta.url));

const apiPort = Number(process.env.API_PORT || 3001);
const api = { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false };

export default defineConfig(({ isSsrBuild }) => ({
  // The server build of the page shell (src/client/page-shell) is read from disk by the server: nothing to compress.
  plugins: [react(), resolvedPageSchemas(), precompiledValidators(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    // JSON Forms imports lodash's CommonJS modules one by one, and lodash/fp's set and unset bring its converter and
    // most of lodash: the browser gets the same functions from lodash-es (tree-shaken) and two small stand-ins.
    alias: [
      { find: /^lodash\/fp\/set$/, replacement: vendor('lodash-fp-set.ts') },
      { find: /^lodash\/fp\/unset$/, replacement: vendor('lodash-fp-unset.ts') },
      { find: /^lodash\/(\w+)$/, replacement: 'lodash-es/$1.js' },
    ],
  },
  // The page shell's libraries are bundled with it, built for production: emotion names a rule by a hash of its
  // text, and in development it adds labels to the text, so the server's names would not be the browser's.
  ssr: isSsrBuild ? { noExternal: true } : {},
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist/page-shell', emptyOutDir: true, sourcemap: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 900,
        // The app brings its modules in stages (src/client/lib/stages.ts): each import() fetches what it needs when it
        // runs, so no list of every chunk's dependencies rides in the entry.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: chunkGroups },
            postBanner: compileHintBanner,
            // A group cut by the pages using it is named after all of them: its hash is name enough.
            chunkFileNames: (chunk) => (chunk.name.includes('~') ? `assets/${chunk.name.split('~')[0]}-[hash].js` : 'assets/[name]-[hash].js'),
          },
        },
      },
  server: {
    port: Number(process.env.PORT || 3000),
    proxy: { '/api': api, '/public': api, '/service': api, '/lookup': api, '/storage': api, '/healthz': api },
  },
  test: {
    // tests/conformance: the demo words and limits against the specification, the one suite a staff edit of wording fails.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/conformance/**/*.test.ts', 'renderers/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    setupFiles: ['tests/unit/setup.ts'],
    // On CI a failing test runs once more, only to tell a flaky test from a broken one: both fail the run, and the
    // output ends with the name of every retried test. Tests of concurrency, ordering or timing set `retry: 0`.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', new RetriedTestsReporter({ failOnFlaky: Boolean(process.env.CI) })],
  },
}));
