import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staffApi from '../../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { createPgBossQueue } from '../../../../src/server/jobs/pg-boss-queue.ts';
import { bossRetryOptions } from '../../../../src/server/jobs/pg-boss-retries.ts';
import { backoffDelayMs, DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, retryDelayMs } from '../../../../src/server/jobs/retries.ts';
import type { JobQueue } from '../../../../src/server/jobs/types.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { jobDatabase, silentLog, type JobDatabase } from './job-database.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
});
afterAll(() => test.close());

const webhookJob = () => {
  const { maxAttempts, backoff } = test.app.webhooks.job.options;
  return { maxAttempts: maxAttempts!, backoff: backoff! };
};

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

  it("on pg-boss are its own doubling from the type's first wait, capped at the type's maximum (the default's)", () => {
    expect(bossRetryOptions(DEFAULT_MAX_ATTEMPTS, DEFAULT_BACKOFF)).toEqual({
      retryLimit: DEFAULT_MAX_ATTEMPTS - 1,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 60,
    });
  });

  it('on pg-boss start at 30 s for the webhook deliveries, wait an hour at most, and keep the attempts that span their retry window', () => {
    const { maxAttempts, backoff } = webhookJob();
    expect(bossRetryOptions(maxAttempts, backoff)).toEqual({
      retryLimit: maxAttempts - 1,
      retryDelay: staffApi.webhook.firstRetrySeconds,
      retryBackoff: true,
      retryDelayMax: staffApi.webhook.maxRetrySeconds,
    });
    // pg-boss waits at least the planned wait (its jitter only lengthens it): the retries reach the window's end.
    let planned = 0;
    for (let retry = 1; retry < maxAttempts; retry += 1) planned += backoffDelayMs(backoff, retry);
    expect(planned).toBeGreaterThanOrEqual(staffApi.webhook.retryHours * 3_600_000);
  });

  it("on pg-boss cap at any maximum (a whole second at least, pg-boss's unit)", () => {
    for (const backoff of [
      { firstMs: 1000, maxMs: 1000 },
      { firstMs: 1000, maxMs: 60_000 },
      { firstMs: 30_000, maxMs: 3_600_000 },
      { firstMs: 20, maxMs: 20 },
    ]) {
      const options = bossRetryOptions(12, backoff);
      expect(options.retryDelayMax).toBeLessThanOrEqual(Math.max(1, backoff.maxMs / 1000));
      expect(options.retryDelayMax).toBeGreaterThanOrEqual(1);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('retry waits on pg-boss (PostgreSQL)', () => {
  let database: JobDatabase;
  let jobs: JobQueue;
  let boss: PgBoss;
  beforeAll(async () => {
    database = await jobDatabase();
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false });
    await jobs?.stop();
    await database.close();
  });

  it('start each retry of a failing webhook delivery doubling from 30 s and never later than an hour after the failure', async () => {
    const { maxAttempts, backoff } = webhookJob();
    const { db, pgPool } = database.open();
    const type = 'test.retries.webhook';
    // A process that only enqueues: the queue is created with the type's options and no worker runs the job.
    jobs = createPgBossQueue({ db, pool: pgPool!, log: silentLog, runWorker: false });
    jobs.register(type, async () => undefined, { maxAttempts, backoff });
    await jobs.start();
    const { id } = await jobs.enqueue(type, {});

    // A worker of the test's own fails each attempt at once, and fetches the next without waiting for its start.
    boss = new PgBoss({ db: { executeSql: (text, values) => pgPool!.query(text, values) }, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    expect(await boss.getQueue(type)).toMatchObject({ retryLimit: maxAttempts - 1, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 });
    const slackMs = 2000;
    for (let retry = 1; retry <= 10; retry += 1) {
      const [attempt] = await boss.fetch(type, { ignoreStartAfter: true });
      expect(attempt?.id).toBe(id);
      const failedAt = Date.now();
      await boss.fail(type, id, { message: 'receiver down' });
      const [job] = await boss.findJobs(type, { id });
      expect(job).toMatchObject({ state: 'retry', retryCount: retry - 1 });
      const waitMs = new Date(job!.startAfter).getTime() - failedAt;
      expect(waitMs).toBeGreaterThanOrEqual(backoffDelayMs(backoff, retry) - slackMs);
      expect(waitMs).toBeLessThanOrEqual(Math.min(backoff.maxMs, 2 * backoffDelayMs(backoff, retry)) + slackMs);
    }
  }, 30_000);
});
