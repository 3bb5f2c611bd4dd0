import { defaultLanguage } from '../../shared/texts/languages.ts';
import type { BrowserHolder } from './browser.ts';
import { openStandbyView, printStandbyView, type PrintRequest, type StandbyView } from './print-view.ts';

export interface PrinterOptions {
  browser: BrowserHolder;
  /** The product's own origin, e.g. http://127.0.0.1:3000: the only one a view may reach. */
  origin(): string;
  timeoutMs: number;
  /**
   * The longest one print may take, from taking a view to the PDF, whatever step hangs (printing and handing over
   * the token have no timeout of their own): then its view is closed and the print fails, so the job ends
   * instead of holding the worker and leaving the applicant's PDF in progress for good.
   */
  deadlineMs: number;
}

/**
 * Settles as the work `start` begins does, or rejects with `signal`'s reason once it is aborted, whichever comes
 * first. An already aborted signal starts no work: started, it would go on alone, and its failure (a server not
 * listening, a browser that cannot launch) would reject with nobody left to hear it.
 */
function unlessAborted<T>(signal: AbortSignal, start: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  const work = start();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Prints applicants' print views in the worker's Chromium, keeping one spare view (a fresh context with the app
 * started, no token, no data) ready between jobs: a job takes the spare, or opens one when there is none, hands it
 * the job's token, prints and closes it; then the next spare is opened, outside any job's time. Every context still
 * serves exactly one job and one applicant, as a context opened by the job itself would. The spare is this process's
 * own and holds no data (no token, no applicant), so each worker process keeps one of its own with nothing to share.
 */
export function createPrinter({ browser, origin, timeoutMs, deadlineMs }: PrinterOptions) {
  let spare: Promise<StandbyView> | null = null;
  let closed = false;

  const open = async (language: string) => openStandbyView(await browser.get(), { origin: origin(), timeoutMs, language });

  function openSpare(): void {
    if (spare || closed) return;
    const opening = open(defaultLanguage);
    spare = opening;
    // A spare that cannot open is forgotten: the next job opens its own view and reports what went wrong.
    opening.catch(() => {
      if (spare === opening) spare = null;
    });
  }

  /** The spare (in the default language, what most copies are printed in), or a view of the job's own in another. */
  async function take(language: string): Promise<StandbyView> {
    if (language !== defaultLanguage) return open(language);
    const taken = spare;
    spare = null;
    const view = await taken?.catch(() => null);
    if (view && !view.page.isClosed()) return view;
    return open(language);
  }

  return {
    /** Prints one request; `signal` (the job's) stops it early, as the deadline does. */
    async print(request: PrintRequest, signal?: AbortSignal): Promise<Uint8Array> {
      const deadline = AbortSignal.timeout(deadlineMs);
      const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
      let view: StandbyView | null = null;
      // Closing the context makes whatever Playwright call is pending in it reject.
      const abandon = () => void view?.context.close().catch(() => undefined);
      stop.addEventListener('abort', abandon, { once: true });
      try {
        return await unlessAborted(stop, async () => {
          view = await take(request.language);
          if (stop.aborted) abandon();
          return printStandbyView(view, { ...request, timeoutMs });
        });
      } catch (error) {
        throw deadline.aborted ? new Error(`printing took longer than ${deadlineMs / 1000} s`) : error;
      } finally {
        stop.removeEventListener('abort', abandon);
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
