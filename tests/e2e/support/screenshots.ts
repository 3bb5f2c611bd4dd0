import { join } from 'node:path';

/**
 * Where an end-to-end test saves a screenshot: test-results/screenshots (ignored) during test runs, so a run never
 * overwrites committed files; `npm run screenshots` sets SCREENSHOT_DIR=docs/screenshots to refresh the README's.
 */
export function screenshotPath(name: string): string {
  return join(process.env.SCREENSHOT_DIR ?? join('test-results', 'screenshots'), name);
}
