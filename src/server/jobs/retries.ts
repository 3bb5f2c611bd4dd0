/** How long a job waits before each retry: the first wait, doubled per retry, never longer than the maximum. */
export interface RetryBackoff {
  firstMs: number;
  maxMs: number;
}

/** Attempts of a job type whose handler names none, on either queue. */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** The backoff of a job type whose handler names none, on either queue. */
export const DEFAULT_BACKOFF: RetryBackoff = { firstMs: 1000, maxMs: 60_000 };

/** The wait before retry `retry` (1-based) as planned: the first wait doubled per retry, capped at the maximum. */
export function backoffDelayMs({ firstMs, maxMs }: RetryBackoff, retry: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, retry - 1));
}

/**
 * The wait the table queue takes before retry `retry`: the planned one with up to 20 % jitter, so retries of many
 * jobs spread out, and never past the maximum, jitter included.
 */
export function retryDelayMs(backoff: RetryBackoff, retry: number): number {
  return Math.round(Math.min(backoff.maxMs, backoffDelayMs(backoff, retry) * (1 + Math.random() * 0.2)));
}
