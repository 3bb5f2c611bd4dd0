import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from '../scripts/vite-precompiled-validators.ts';

/**
 * Builds bench/pages/*.html (the keystroke bench page) the way the product is built: React, precompiled validators
 * for validateAll. Stock JSON Forms keeps its own AJV compiler, as it ships.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'pages'),
  base: './',
  plugins: [react(), precompiledValidators({ keepJsonFormsCompiler: true })],
  logLevel: 'warn',
  build: {
    outDir: process.env.BENCH_PAGES_DIR || resolve(import.meta.dirname, '..', 'dist', 'bench-pages'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: { input: { keystroke: resolve(import.meta.dirname, 'pages', 'keystroke.html') } },
  },
});
