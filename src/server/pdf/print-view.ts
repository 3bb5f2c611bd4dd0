import type { Browser } from 'playwright-core';
import { PRINT_STATE_ATTRIBUTE } from '../../shared/print-view.ts';

export interface PrintRequest {
  /** The product's own origin, e.g. http://127.0.0.1:3000: the only one the page may reach. */
  origin: string;
  serviceToken: string;
  /** The applicant's name, printed in every page's footer. */
  footerName: string;
  timeoutMs: number;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Chromium fills `pageNumber` and `totalPages`; the template needs its own font size (the default is 0). */
function footerTemplate(name: string): string {
  return [
    '<div style="width:100%;margin:0 0.6in;font:9px Arial,Helvetica,sans-serif;color:#444;display:flex;justify-content:space-between">',
    `<span>${escapeHtml(name)}</span>`,
    '<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>',
    '</div>',
  ].join('');
}

/**
 * Prints the applicant's print view (`/?service_token=…`) to a Letter PDF in a fresh browser context: JavaScript
 * on, every request outside the product's origin refused, the page's own readiness signal awaited.
 */
export async function printApplicationView(browser: Browser, request: PrintRequest): Promise<Uint8Array> {
  const { origin } = request;
  const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false, javaScriptEnabled: true });
  try {
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(request.timeoutMs);
    // What went wrong in the page, for the job's error (never answers: only error messages and refused URLs).
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (failed) => problems.push(`${failed.failure()?.errorText ?? 'failed'} ${new URL(failed.url()).pathname}`));
    await page.goto(`${origin}/?service_token=${encodeURIComponent(request.serviceToken)}`, { waitUntil: 'commit' });
    const selector = `html[${PRINT_STATE_ATTRIBUTE}]`;
    await page.waitForSelector(selector, { state: 'attached' }).catch((error: Error) => {
      throw new Error(`the print view did not get ready: ${error.message.split('\n')[0]}${problems.length ? `; ${problems.slice(0, 5).join('; ')}` : ''}`);
    });
    const state = await page.getAttribute('html', PRINT_STATE_ATTRIBUTE);
    if (state !== 'ready') throw new Error(`the print view reported '${state}'`);
    const pdf = await page.pdf({
      format: 'Letter',
      printBackground: true,
      margin: { top: '0.6in', right: '0.6in', bottom: '0.75in', left: '0.6in' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footerTemplate(request.footerName),
    });
    return new Uint8Array(pdf);
  } finally {
    await context.close().catch(() => undefined);
  }
}
