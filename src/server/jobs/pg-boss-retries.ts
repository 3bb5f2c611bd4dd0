import type PgBoss from 'pg-boss';
import type { RetryBackoff } from './retries.ts';

export type BossRetryOptions = Required<Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff'>>;

/**
 * A job type's retries as pg-boss settings. pg-boss (10) has no maximum for its backoff: after a failure with r
 * retries before it, it waits retryDelay·2^r·(1 + random) seconds, so its longest wait, before the last retry, is
 * up to retryDelay·2^retryLimit. The doubling is kept while that stays within the backoff's maximum; a type whose
 * attempts would double past it (webhook deliveries, retried for hours) waits the maximum before every retry
 * instead, keeping its attempts and so the time they span. pg-boss counts whole seconds, one at least.
 */
export function bossRetryOptions(attempts: number, backoff: RetryBackoff): BossRetryOptions {
  const retryLimit = Math.max(0, attempts - 1);
  const firstSeconds = Math.max(1, Math.round(backoff.firstMs / 1000));
  const maxSeconds = Math.max(1, Math.floor(backoff.maxMs / 1000));
  if (firstSeconds * 2 ** retryLimit <= maxSeconds) return { retryLimit, retryDelay: firstSeconds, retryBackoff: true };
  return { retryLimit, retryDelay: maxSeconds, retryBackoff: false };
}
