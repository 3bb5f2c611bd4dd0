import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../shared/chromium-flags.ts';

/**
 * One headless Chromium per worker process, launched on first use and again when it has died; every job prints in a
 * fresh context of its own in it (no cookies or storage shared between applicants; see printer.ts).
 */
export function createBrowserHolder(executablePath: string) {
  let launching: Promise<Browser> | null = null;
  return {
    async get(): Promise<Browser> {
      if (launching) {
        const browser = await launching.catch(() => null);
        if (browser?.isConnected()) return browser;
      }
      launching = chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
      const browser = await launching;
      browser.on('disconnected', () => {
        launching = null;
      });
      return browser;
    },
    async close(): Promise<void> {
      const pending = launching;
      launching = null;
      const browser = await pending?.catch(() => null);
      await browser?.close().catch(() => undefined);
    },
  };
}

export type BrowserHolder = ReturnType<typeof createBrowserHolder>;
