import { test as base, expect, type Page } from '@playwright/test';

/**
 * How long the app may take to start after a page load: its scripts load beside the server's frame, then
 * the first render. That is the one step whose time grows with the machine's load (seconds on a busy CI box, which
 * the 10 s expect timeout did not always cover), so it gets its own wait, and every check after it keeps the
 * ordinary timeout.
 */
const APP_START_TIMEOUT = 40_000;

/**
 * Resolves once React has rendered into #root, replacing the server's pre-JS frame (marked `data-page-shell`),
 * and a form page has shown all its sections (they arrive a few questions per render after the first).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return root !== null && root.childElementCount > 0 && root.querySelector('[data-page-shell], [data-sections-to-come]') === null;
    },
    undefined,
    { timeout: APP_START_TIMEOUT, polling: 100 },
  );
}

/** Playwright's test whose `page.goto` returns once the app has started on the loaded page. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
