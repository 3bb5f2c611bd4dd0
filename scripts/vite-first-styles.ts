import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * After the build, records the styles each page's first render inserts (scripts/first-styles.ts renders `paths` for a
 * visitor, per tenant), for the server to send in index.html (src/server/client/first-styles.ts).
 * Runs before the other plugins' closeBundle, so precompress sees the file too.
 */
export function firstStyles(paths: string[]): Plugin {
  let outDir = '';
  return {
    name: 'first-styles',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-styles.ts', outDir, ...paths], {
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: 'inherit',
        });
        // Without the file the pages insert their styles themselves, only later: a warning, not a failed build
        // (first-styles.spec fails when the file is missing).
        if (run.status !== 0) this.warn(`scripts/first-styles.ts failed (exit ${run.status ?? run.signal}): pages will insert their own styles`);
      },
    },
  };
}
