/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './scripts/vite-precompiled-validators.ts';

const apiPort = Number(process.env.API_PORT || 3001);
const api = { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false };

export default defineConfig({
  plugins: [react(), precompiledValidators()],
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
    include: ['tests/unit/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    setupFiles: ['tests/unit/setup.ts'],
    // On CI a test that fails once runs once more and is reported as retried; a real failure still fails.
    retry: process.env.CI ? 1 : 0,
  },
});
