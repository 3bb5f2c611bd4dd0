// Named, so the bundle keeps only this value of ui.json; loaded by browser code alone (Node's JSON modules have a default export only).
import { retryMs } from '../../texts-and-settings/ui.json' with { type: 'json' };
import type { LoadOnce } from './load-once.ts';
import { retryLater } from './retry-schedule.ts';

const arriving = new WeakMap<LoadOnce<unknown>, Promise<unknown>>();

/**
 * `code`'s fetch, tried again until it works: after each failure (the network went away) with backoff, and at once
 * when the browser is back online. Settles when it arrives and never rejects; one round of tries per chunk however
 * many ask, so every piece of code loaded on demand recovers the same way.
 */
export function loadRetrying<T>(code: LoadOnce<T>): Promise<T> {
  let pending = arriving.get(code) as Promise<T> | undefined;
  if (!pending) {
    pending = new Promise<T>((resolve) => {
      let attempt = 0;
      const tryOnce = () => void code().then(resolve, () => retryLater(attempt++, retryMs, tryOnce));
      tryOnce();
    });
    arriving.set(code, pending);
  }
  return pending;
}
