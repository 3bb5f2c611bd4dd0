export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `fn` with the latest arguments once calls pause for `waitMs`, and at the latest `maxWaitMs` after the
 * first call still waiting, so results show while someone keeps typing.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number, maxWaitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstWaitingAt: number | undefined;
  let latest: A;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    firstWaitingAt = undefined;
  };
  const fire = () => {
    cancel();
    fn(...latest);
  };
  const debounced = (...args: A) => {
    latest = args;
    const now = Date.now();
    firstWaitingAt ??= now;
    clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, Math.min(waitMs, firstWaitingAt + maxWaitMs - now)));
  };
  return Object.assign(debounced, { cancel });
}
