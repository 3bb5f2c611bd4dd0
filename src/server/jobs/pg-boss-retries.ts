import type { Queue } from 'pg-boss';
import type { RetryBackoff } from './retries.ts';

export type BossRetryOptions = Required<Pick<Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>>;

/**
 * A job type's retries as pg-boss settings: its attempts, and its backoff as pg-boss's own, doubled from the first
 * wait and capped at the maximum by `retryDelayMax` (pg-boss waits min(retryDelayMax, retryDelay·2^(r−1)·(1 +
 * random)) before retry r). pg-boss counts whole seconds, one at least.
 */
export function bossRetryOptions(attempts: number, { firstMs, maxMs }: RetryBackoff): BossRetryOptions {
  return {
    retryLimit: Math.max(0, attempts - 1),
    retryDelay: Math.max(1, Math.round(firstMs / 1000)),
    retryBackoff: true,
    retryDelayMax: Math.max(1, Math.floor(maxMs / 1000)),
  };
}
