/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './scripts/vite-precompiled-validators.ts';
import RetriedTestsReporter from './tests/support/retried-tests-reporter.ts';
import { firstLoadChunks, landingStages } from './scripts/vite-first-load-chunks.ts';
import { eagerCommonJsPlugin } from './scripts/vite-eager-commonjs.ts';
import { moduleYields } from './scripts/vite-module-yields.ts';
import { firstStyles } from './scripts/vite-first-styles.ts';
import { pageList } from './src/shared/form/page-list.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { propNamesSet } from './scripts/vite-prop-names-set.ts';
import { resolvedPageSchemas } from './scripts/vite-resolved-page-schemas.ts';
import { scriptsAfterPaint } from './scripts/vite-scripts-after-paint.ts';

const vendor = (file: string) => fileURLToPath(new URL(`./src/client/vendor/${file}`, import.meta.url));

// The pages a visitor lands on (the account screens, the form's pages), each by the modules of its page and frame.
const landings = {
  auth: ['src/client/features/auth/components/LoginCard.tsx', 'src/client/app/layouts/AuthLayout.tsx'],
  form: ['src/client/features/application/pages/AboutPage.tsx', 'src/client/app/layouts/FormLayout.tsx'],
};
// The pages whose first styles the build records for the server to send with them (the account screens get the log-in
// card's): a first visit's landing pages, and each form page loaded anew.
const firstStylePaths = ['/login', ...pageList.map((page) => page.path)];

const apiPort = Number(process.env.API_PORT || 3001);
const api = { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false };

export default defineConfig({
  plugins: [
    react(),
    propNamesSet(),
    resolvedPageSchemas(),
    precompiledValidators(),
    firstLoadChunks(landings),
    scriptsAfterPaint(landingStages(landings)),
    firstStyles(firstStylePaths),
    eagerCommonJsPlugin(),
    moduleYields(),
    precompress(),
  ],
  resolve: {
    // JSON Forms imports lodash's CommonJS modules one by one, and lodash/fp's set and unset bring its converter and
    // most of lodash: the browser gets the same functions from lodash-es (tree-shaken) and two small stand-ins.
    alias: [
      { find: /^lodash\/fp\/set$/, replacement: vendor('lodash-fp-set.ts') },
      { find: /^lodash\/fp\/unset$/, replacement: vendor('lodash-fp-unset.ts') },
      { find: /^lodash\/(\w+)$/, replacement: 'lodash-es/$1.js' },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
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
});
