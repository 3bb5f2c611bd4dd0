import type { BrowserHolder } from './browser.ts';
import { openStandbyView, printStandbyView, type PrintRequest, type StandbyView } from './print-view.ts';

export interface PrinterOptions {
  browser: BrowserHolder;
  /** The product's own origin, e.g. http://127.0.0.1:3000: the only one a view may reach. */
  origin(): string;
  timeoutMs: number;
}

/**
 * Prints applicants' print views in the worker's Chromium, keeping one spare view (a fresh context with the app
 * started, no token, no data) ready between jobs: a job takes the spare, or opens one when there is none, hands it
 * the job's token, prints and closes it; then the next spare is opened, outside any job's time. Every context still
 * serves exactly one job and one applicant, as a context opened by the job itself would.
 */
export function createPrinter({ browser, origin, timeoutMs }: PrinterOptions) {
  let spare: Promise<StandbyView> | null = null;
  let closed = false;

  const open = async () => openStandbyView(await browser.get(), { origin: origin(), timeoutMs });

  function openSpare(): void {
    if (spare || closed) return;
    const opening = open();
    spare = opening;
    // A spare that cannot open is forgotten: the next job opens its own view and reports what went wrong.
    opening.catch(() => {
      if (spare === opening) spare = null;
    });
  }

  async function take(): Promise<StandbyView> {
    const taken = spare;
    spare = null;
    const view = await taken?.catch(() => null);
    if (view && !view.page.isClosed()) return view;
    return open();
  }

  return {
    async print(request: PrintRequest): Promise<Uint8Array> {
      const view = await take();
      try {
        return await printStandbyView(view, { ...request, timeoutMs });
      } finally {
        openSpare();
      }
    },
    /** Resolves once no spare view is being opened: the worker is warm for the next job (benchmarks). */
    async spareReady(): Promise<void> {
      await spare?.catch(() => undefined);
    },
    async close(): Promise<void> {
      closed = true;
      const pending = spare;
      spare = null;
      const view = await pending?.catch(() => null);
      await view?.context.close().catch(() => undefined);
      await browser.close();
    },
  };
}

export type Printer = ReturnType<typeof createPrinter>;
