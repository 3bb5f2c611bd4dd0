import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staffApi from '../../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { bossRetryOptions, type BossRetryOptions } from '../../../../src/server/jobs/pg-boss-retries.ts';
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, retryDelayMs } from '../../../../src/server/jobs/retries.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

/**
 * The longest wait pg-boss 10 can choose before a retry with these settings, by its own rule (failJobs): after a
 * failure with r retries before it, retryDelay·2^r·(1 + random) seconds with backoff (r at most retryLimit − 1),
 * else retryDelay.
 */
const longestBossWaitSeconds = ({ retryLimit, retryDelay, retryBackoff }: BossRetryOptions) => (retryBackoff ? retryDelay * 2 ** retryLimit : retryDelay);

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
});
afterAll(() => test.close());

describe('retry waits', () => {
  it('on the table queue double from the first wait and never pass the maximum, jitter included', () => {
    const backoff = { firstMs: 30_000, maxMs: 3_600_000 };
    for (let sample = 0; sample < 50; sample += 1) {
      expect(retryDelayMs(backoff, 1)).toBeGreaterThanOrEqual(30_000);
      expect(retryDelayMs(backoff, 1)).toBeLessThanOrEqual(36_000);
      expect(retryDelayMs(backoff, 2)).toBeGreaterThanOrEqual(60_000);
      for (let retry = 7; retry <= 40; retry += 1) expect(retryDelayMs(backoff, retry)).toBeLessThanOrEqual(backoff.maxMs);
    }
  });

  it("on pg-boss keep its doubling for a job type that stays within the maximum (the default's, the PDF's)", () => {
    const options = bossRetryOptions(DEFAULT_MAX_ATTEMPTS, DEFAULT_BACKOFF);
    expect(options).toEqual({ retryLimit: DEFAULT_MAX_ATTEMPTS - 1, retryDelay: 1, retryBackoff: true });
    expect(longestBossWaitSeconds(options)).toBeLessThanOrEqual(DEFAULT_BACKOFF.maxMs / 1000);
  });

  it('on pg-boss never pass the maximum for the webhook deliveries, retried for hours, and still span their retry window', () => {
    const { maxAttempts, backoff } = test.app.webhooks.job.options;
    const options = bossRetryOptions(maxAttempts!, backoff!);
    expect(options.retryLimit).toBe(maxAttempts! - 1);
    expect(longestBossWaitSeconds(options)).toBeLessThanOrEqual(staffApi.webhook.maxRetrySeconds);
    expect(options.retryDelay * options.retryLimit).toBeGreaterThanOrEqual(staffApi.webhook.retryHours * 3600);
  });

  it("on pg-boss stay within any maximum (a whole second at least, pg-boss's unit), for any number of attempts", () => {
    for (const backoff of [
      { firstMs: 1000, maxMs: 1000 },
      { firstMs: 1000, maxMs: 60_000 },
      { firstMs: 30_000, maxMs: 3_600_000 },
      { firstMs: 20, maxMs: 20 },
    ]) {
      for (let attempts = 1; attempts <= 60; attempts += 1) {
        expect(longestBossWaitSeconds(bossRetryOptions(attempts, backoff))).toBeLessThanOrEqual(Math.max(1, backoff.maxMs / 1000));
      }
    }
  });
});
