/** Exponential backoff: base doubled per retry, capped, with up to 20 % jitter so retries of many jobs spread out. */
export function exponentialBackoff(baseMs = 1000, maxMs = 60_000): (retry: number) => number {
  return (retry) => {
    const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
    return Math.round(delay * (1 + Math.random() * 0.2));
  };
}
