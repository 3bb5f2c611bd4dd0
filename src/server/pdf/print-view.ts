import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PRINT_STANDBY_PARAMETER, PRINT_STATE_ATTRIBUTE, SERVICE_TOKEN_EVENT, type PrintState } from '../../shared/print-view.ts';

export interface PrintRequest {
  serviceToken: string;
  /** The applicant's name, printed in every page's footer. */
  footerName: string;
  /** The language the view prints in (its `lang` query parameter). */
  language: string;
}

/** A spare print view: the app loaded and started in a fresh browser context no job has used, waiting for a token. */
export interface StandbyView {
  /** The language it was opened in: it prints only requests in that language. */
  language: string;
  context: BrowserContext;
  page: Page;
  /** What went wrong in the page, for the job's error (never answers: only error messages and refused URLs). */
  problems: string[];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Chromium fills `pageNumber` and `totalPages`; the template needs its own font size (the default is 0). */
function footerTemplate(name: string): string {
  return [
    '<div style="width:100%;margin:0 0.6in;font:9px Arial,Helvetica,sans-serif;color:#444;display:flex;justify-content:space-between">',
    `<span>${escapeHtml(name)}</span>`,
    '<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>',
    '</div>',
  ].join('');
}

/** Waits until the view reports one of `states`; throws with the page's problems when it reports another or none. */
async function awaitState(view: StandbyView, states: PrintState[], timeoutMs: number): Promise<PrintState> {
  const selector = [...states, 'error'].map((state) => `html[${PRINT_STATE_ATTRIBUTE}="${state}"]`).join(', ');
  await view.page.waitForSelector(selector, { state: 'attached', timeout: timeoutMs }).catch((error: Error) => {
    const problems = view.problems.length ? `; ${view.problems.slice(0, 5).join('; ')}` : '';
    throw new Error(`the print view did not get ${states.join(' or ')}: ${error.message.split('\n')[0]}${problems}`);
  });
  const state = (await view.page.getAttribute('html', PRINT_STATE_ATTRIBUTE)) as PrintState;
  if (!states.includes(state)) throw new Error(`the print view reported '${state}'`);
  return state;
}

/**
 * Opens a spare print view (`/?print_standby&lang=<code>`) in a fresh browser context: JavaScript on, every request outside the
 * product's origin refused, the app loaded and started up to where it waits for a service token. Made before a
 * job needs it, so the job does not wait for the app to load; it carries no applicant's data until a token comes.
 */
export async function openStandbyView(browser: Browser, { origin, timeoutMs, language }: { origin: string; timeoutMs: number; language: string }): Promise<StandbyView> {
  const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false, javaScriptEnabled: true });
  try {
    await context.route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient')));
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const view: StandbyView = { language, context, page, problems: [] };
    page.on('pageerror', (error) => view.problems.push(error.message));
    page.on('requestfailed', (failed) => view.problems.push(`${failed.failure()?.errorText ?? 'failed'} ${new URL(failed.url()).pathname}`));
    await page.goto(`${origin}/?${PRINT_STANDBY_PARAMETER}&lang=${encodeURIComponent(language)}`, { waitUntil: 'commit' });
    await awaitState(view, ['standby'], timeoutMs);
    return view;
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Hands the spare view the job's service token, waits for the applicant's print view to be ready and prints it to
 * a tagged Letter PDF; then closes the view's context, so a context only ever holds one applicant.
 */
export async function printStandbyView(view: StandbyView, request: PrintRequest & { timeoutMs: number }): Promise<Uint8Array> {
  try {
    await view.page.evaluate(([event, token]) => window.dispatchEvent(new CustomEvent(event, { detail: token })), [SERVICE_TOKEN_EVENT, request.serviceToken] as const);
    await awaitState(view, ['ready'], request.timeoutMs);
    const pdf = await view.page.pdf({
      // A tagged PDF: Chromium writes the view's structure (headings, paragraphs, the reading order) as the PDF's
      // structure tree and the page's `lang` as its language, so a screen reader reads it as the page reads; the
      // outline lists the headings as bookmarks.
      tagged: true,
      outline: true,
      format: 'Letter',
      printBackground: true,
      margin: { top: '0.6in', right: '0.6in', bottom: '0.75in', left: '0.6in' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footerTemplate(request.footerName),
    });
    return new Uint8Array(pdf);
  } finally {
    // Not awaited: the PDF is in hand, and nothing else can reach this context while it closes.
    void view.context.close().catch(() => undefined);
  }
}
