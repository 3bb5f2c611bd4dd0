/** How long to wait between tries of something the network broke: doubling from `first`, never over `max` (ms). */
export interface Backoff {
  first: number;
  max: number;
}

/** The wait before try number `attempt` + 1 (`attempt` counts the tries that failed so far, from 0). */
function backoffDelay(attempt: number, { first, max }: Backoff): number {
  return Math.min(max, first * 2 ** attempt);
}

/**
 * Calls `retry` once: after the backoff for `attempt`, or as soon as the browser says the connection is back
 * (`online`), whichever comes first. Returns what cancels it (a component that goes away, a success meanwhile).
 */
export function retryLater(attempt: number, backoff: Backoff, retry: () => void): () => void {
  const host = globalThis as unknown as RetryHost;
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    host.clearTimeout(timer);
    host.window?.removeEventListener('online', fire);
  };
  function fire() {
    if (cancelled) return;
    cancel();
    retry();
  }
  const timer = host.setTimeout(fire, backoffDelay(attempt, backoff));
  host.window?.addEventListener('online', fire);
  return cancel;
}

/** The parts of a browser (or Node) used here: this file is also compiled without the DOM's types. */
interface RetryHost {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  window?: {
    addEventListener(type: 'online', listener: () => void): void;
    removeEventListener(type: 'online', listener: () => void): void;
  };
}
