import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPgBossQueue, type PgBossQueueOptions } from '../../../../src/server/jobs/pg-boss-queue.ts';
import { PermanentJobError, type JobQueue } from '../../../../src/server/jobs/types.ts';
import { jobDatabase, registerDownThenUp, silentLog, sleep, until, type JobDatabase } from './job-database.ts';

/** The jobs on pg-boss, as every process on PostgreSQL runs them: each queue here stands for one process. */

let database: JobDatabase;
const queues: JobQueue[] = [];
let typeCounter = 0;
const newType = () => `test.boss.${process.pid}.${(typeCounter += 1)}`;

function queue(options: Partial<PgBossQueueOptions> = {}): JobQueue {
  const { db, pgPool } = database.open();
  const created = createPgBossQueue({ db, pool: pgPool!, log: silentLog, pollMs: 50, ...options });
  queues.push(created);
  return created;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('pg-boss job queue', () => {
  beforeAll(async () => {
    database = await jobDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(() => database.close());

  it('runs an enqueued job with its payload and keeps what the handler returned', async () => {
    const jobs = queue();
    const type = newType();
    const seen: unknown[] = [];
    jobs.register<{ n: number }>(type, async (payload, context) => {
      seen.push({ payload, attempt: context.attempt });
      return { doubled: payload.n * 2 };
    });
    await jobs.start();
    const { id, deduped } = await jobs.enqueue(type, { n: 21 });
    expect(deduped).toBe(false);
    await jobs.idle();
    expect(seen).toEqual([{ payload: { n: 21 }, attempt: 1 }]);
    expect(await jobs.status(id)).toMatchObject({ id, type, status: 'completed', attempts: 1, result: { doubled: 42 }, lastError: null, payload: { n: 21 } });
    expect(await jobs.status('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await jobs.status('no-such-job')).toBeNull();
  });

  it("keeps a job enqueued within the caller's transaction only if that transaction commits", async () => {
    const { db, pgPool } = database.open();
    const jobs = createPgBossQueue({ db, pool: pgPool!, log: silentLog, runWorker: false });
    queues.push(jobs);
    const type = newType();
    jobs.register(type, async () => undefined);
    await jobs.start();
    let rolledBack = '';
    await expect(
      db.transaction().execute(async (trx) => {
        rolledBack = (await jobs.enqueueWithin(trx, type, { n: 1 })).id;
        throw new Error('the caller failed after enqueueing');
      }),
    ).rejects.toThrow('the caller failed');
    expect(rolledBack).not.toBe('');
    expect(await jobs.status(rolledBack)).toBeNull();
    const committed = await db.transaction().execute((trx) => jobs.enqueueWithin(trx, type, { n: 2 }));
    expect(await jobs.status(committed.id)).toMatchObject({ status: 'queued', payload: { n: 2 } });
  });

  it('dedupes a key while its job is live, also from another process at the same moment, and queues it again once finished', async () => {
    const web = [queue({ runWorker: false }), queue({ runWorker: false })];
    const type = newType();
    const runs: string[] = [];
    for (const jobs of web) jobs.register<{ v: string }>(type, async () => undefined);
    const results = await Promise.all([
      web[0]!.enqueue(type, { v: 'a' }, { dedupeKey: `${type}:k` }),
      web[1]!.enqueue(type, { v: 'b' }, { dedupeKey: `${type}:k` }),
      web[0]!.enqueue(type, { v: 'c' }, { dedupeKey: `${type}:k` }),
    ]);
    expect(results.filter((result) => !result.deduped)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);

    const worker = queue();
    worker.register<{ v: string }>(type, async (payload) => {
      runs.push(payload.v);
    });
    await worker.start();
    await worker.idle();
    expect(runs).toHaveLength(1);
    const again = await web[1]!.enqueue(type, { v: 'd' }, { dedupeKey: `${type}:k` });
    expect(again.deduped).toBe(false);
    await until(
      () => worker.statusByDedupeKey(`${type}:k`),
      (s) => s?.status === 'completed' && s.id === again.id,
    );
    expect(runs.slice(1)).toEqual(['d']);
  });

  it('retries a failing job with backoff, then succeeds', async () => {
    const jobs = queue();
    const type = newType();
    const times = registerDownThenUp(jobs, type, 2, { maxAttempts: 3, backoff: { firstMs: 1000, maxMs: 60_000 } });
    await jobs.start();
    const { id } = await jobs.enqueue(type, {});
    const info = await until(
      () => jobs.status(id),
      (s) => s?.status === 'completed',
      30_000,
    );
    expect(info).toMatchObject({ attempts: 3, maxAttempts: 3, result: 'ok' });
    // pg-boss's exponential backoff: at least the first delay, and longer for the second.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(times[1]! - times[0]! - 100);
  }, 40_000);

  it("never waits longer than the backoff's maximum between attempts, however many retries a job has", async () => {
    const jobs = queue();
    const type = newType();
    // Doubled from 1 s over 11 retries, pg-boss's own backoff would reach half an hour: the maximum is 2 s.
    const times = registerDownThenUp(jobs, type, 4, { maxAttempts: 12, backoff: { firstMs: 1000, maxMs: 2000 } });
    await jobs.start();
    const { id } = await jobs.enqueue(type, {});
    expect(
      await until(
        () => jobs.status(id),
        (s) => s?.status === 'completed',
        30_000,
      ),
    ).toMatchObject({ attempts: 5, maxAttempts: 12 });
    const waits = times.slice(1).map((time, n) => time - times[n]!);
    // The maximum, plus the worker's poll and a loaded machine's slack; pg-boss's doubling would wait 4 s and 8 s.
    for (const wait of waits) expect(wait).toBeLessThan(3000);
  }, 40_000);

  it('fails a permanent failure at once: no retry, told once, the message kept', async () => {
    const jobs = queue();
    const type = newType();
    let runs = 0;
    const told: string[] = [];
    jobs.register(
      type,
      async () => {
        runs += 1;
        throw new PermanentJobError('bad input');
      },
      { maxAttempts: 5, backoff: { firstMs: 1000, maxMs: 60_000 }, onFailed: (_payload, error) => void told.push(error.message) },
    );
    await jobs.start();
    const { id } = await jobs.enqueue(type, {});
    expect(
      await until(
        () => jobs.status(id),
        (s) => s?.status === 'failed',
      ),
    ).toMatchObject({ attempts: 1, lastError: 'bad input' });
    await sleep(2500);
    expect(runs).toBe(1);
    expect(told).toEqual(['bad input']);
  }, 20_000);

  it('never runs two jobs of one owner at once over two processes, while other owners run', async () => {
    const type = newType();
    const runningNow = new Map<string, number>();
    const most = new Map<string, number>();
    const workers = [queue({ concurrency: 4 }), queue({ concurrency: 4 })];
    for (const jobs of workers) {
      jobs.register<{ owner: string }>(type, async ({ owner }) => {
        runningNow.set(owner, (runningNow.get(owner) ?? 0) + 1);
        most.set(owner, Math.max(most.get(owner) ?? 0, runningNow.get(owner)!));
        await sleep(40);
        runningNow.set(owner, runningNow.get(owner)! - 1);
      });
    }
    const ids = [];
    for (let n = 0; n < 4; n += 1) {
      for (const owner of ['applicant:ada', 'applicant:bob']) ids.push((await workers[n % 2]!.enqueue(type, { owner }, { ownerKey: owner })).id);
    }
    await Promise.all(workers.map((jobs) => jobs.start())); // eslint-disable-line @typescript-eslint/await-thenable -- start() is void | Promise<void> by the JobQueue interface; the pg-boss queue's is a promise
    for (const id of ids)
      await until(
        () => workers[0]!.status(id),
        (s) => s?.status === 'completed',
        30_000,
      );
    expect(most.get('applicant:ada')).toBe(1);
    expect(most.get('applicant:bob')).toBe(1);
    expect(await workers[0]!.status(ids[0]!)).toMatchObject({ ownerKey: 'applicant:ada' });
  }, 40_000);

  it('runs other owners’ jobs, of any type, while one owner’s job hangs, and that owner’s next job only after it', async () => {
    const [conversion, pdf] = [newType(), newType()];
    const jobs = queue({ concurrency: 4 });
    const started: string[] = [];
    const handler = async ({ name }: { name: string }, { signal }: { signal: AbortSignal }) => {
      started.push(name);
      if (name === 'ada-1') await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    jobs.register(conversion, handler);
    jobs.register(pdf, handler);
    await jobs.start();
    const first = await jobs.enqueue(conversion, { name: 'ada-1' }, { ownerKey: 'applicant:ada' });
    await until(
      () => jobs.status(first.id),
      (s) => s?.status === 'running',
    );
    // Ada's next jobs come first in their queues; Bob's come after them and must not wait for them.
    const second = await jobs.enqueue(conversion, { name: 'ada-2' }, { ownerKey: 'applicant:ada' });
    const third = await jobs.enqueue(pdf, { name: 'ada-3' }, { ownerKey: 'applicant:ada' });
    const others = [
      await jobs.enqueue(conversion, { name: 'bob-1' }, { ownerKey: 'applicant:bob' }),
      await jobs.enqueue(pdf, { name: 'bob-2' }, { ownerKey: 'applicant:bob' }),
    ];
    for (const other of others)
      await until(
        () => jobs.status(other.id),
        (s) => s?.status === 'completed',
      );
    await sleep(1500);
    expect(await jobs.status(second.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await jobs.status(third.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(started.sort()).toEqual(['ada-1', 'bob-1', 'bob-2']);
  }, 30_000);

  it('gives a running job back when stopped, and a restarted worker completes it, the interrupted start not counted', async () => {
    const type = newType();
    const first = queue();
    let started = false;
    first.register(type, (_payload, { signal }) => {
      started = true;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await first.start();
    const { id } = await first.enqueue(type, {});
    await until(async () => started, Boolean);
    await first.stop();
    const observer = queue({ runWorker: false });
    observer.register(type, async () => undefined);
    expect(await observer.status(id)).toMatchObject({ status: 'queued', attempts: 0 });

    const restarted = queue();
    restarted.register(type, async () => 'done after restart');
    await restarted.start();
    expect(
      await until(
        () => restarted.status(id),
        (s) => s?.status === 'completed',
      ),
    ).toMatchObject({ attempts: 1, result: 'done after restart' });
  });
});
