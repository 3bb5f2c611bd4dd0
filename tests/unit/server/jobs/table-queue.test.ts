import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimJob } from '../../../../src/server/db/jobs/jobs.ts';
import { createTableQueue, type TableQueueOptions } from '../../../../src/server/jobs/table-queue.ts';
import { PermanentJobError, type JobQueue } from '../../../../src/server/jobs/types.ts';
import { jobDatabase, registerDownThenUp, silentLog, sleep, until, type JobDatabase } from './job-database.ts';

let database: JobDatabase;
const queues: JobQueue[] = [];
// Job types are unique per test, so the queues of one test never claim another test's jobs.
let typeCounter = 0;
const newType = () => `test.job.${process.pid}.${(typeCounter += 1)}`;

function queue(options: Partial<TableQueueOptions> = {}): JobQueue {
  const { db, engine } = database.open();
  const created = createTableQueue({ db, engine, log: silentLog, pollMs: 20, ...options });
  queues.push(created);
  return created;
}

beforeAll(async () => {
  database = await jobDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});
afterAll(() => database.close());

describe('table job queue', () => {
  it('runs an enqueued job with its payload and keeps what the handler returned', async () => {
    const jobs = queue();
    const type = newType();
    const seen: unknown[] = [];
    jobs.register<{ n: number }>(type, async (payload, context) => {
      seen.push({ payload, attempt: context.attempt });
      return { doubled: payload.n * 2 };
    });
    void jobs.start();
    const { id, deduped } = await jobs.enqueue(type, { n: 21 });
    expect(deduped).toBe(false);
    await jobs.idle();
    expect(seen).toEqual([{ payload: { n: 21 }, attempt: 1 }]);
    expect(await jobs.status(id)).toMatchObject({ id, type, status: 'completed', attempts: 1, result: { doubled: 42 }, lastError: null });
    expect(await jobs.status('no-such-job')).toBeNull();
  });

  it('dedupes a key while its job is live, and queues it again once finished', async () => {
    const jobs = queue();
    const type = newType();
    const runs: string[] = [];
    jobs.register<{ v: string }>(type, async (payload) => {
      runs.push(payload.v);
    });
    const first = await jobs.enqueue(type, { v: 'a' }, { dedupeKey: `${type}:k` });
    const second = await jobs.enqueue(type, { v: 'b' }, { dedupeKey: `${type}:k` });
    expect(second).toEqual({ id: first.id, deduped: true });
    void jobs.start();
    await jobs.idle();
    expect(runs).toEqual(['a']);
    const third = await jobs.enqueue(type, { v: 'c' }, { dedupeKey: `${type}:k` });
    expect(third).toEqual({ id: first.id, deduped: false });
    await jobs.idle();
    expect(runs).toEqual(['a', 'c']);
    expect(await jobs.statusByDedupeKey(`${type}:k`)).toMatchObject({ id: first.id, status: 'completed', attempts: 1 });
  });

  it('retries a failing job with backoff, then succeeds', async () => {
    const jobs = queue();
    const type = newType();
    const times = registerDownThenUp(jobs, type, 2, { maxAttempts: 3, backoff: { firstMs: 100, maxMs: 1000 } });
    void jobs.start();
    const { id } = await jobs.enqueue(type, {});
    const info = await until(
      () => jobs.status(id),
      (s) => s?.status === 'completed',
    );
    expect(info).toMatchObject({ attempts: 3, result: 'ok' });
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(100);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(200);
  });

  it('fails for good after the last attempt and tells the handler once', async () => {
    const jobs = queue();
    const type = newType();
    const failed: Array<[unknown, string]> = [];
    let calls = 0;
    jobs.register<{ doc: string }>(
      type,
      async () => {
        calls += 1;
        throw new Error('always broken');
      },
      { maxAttempts: 2, backoff: { firstMs: 10, maxMs: 10 }, onFailed: (payload, error) => void failed.push([payload, error.message]) },
    );
    void jobs.start();
    const { id } = await jobs.enqueue(type, { doc: 'x' });
    const info = await until(
      () => jobs.status(id),
      (s) => s?.status === 'failed',
    );
    await jobs.idle();
    expect(info).toMatchObject({ attempts: 2, lastError: 'always broken' });
    expect(calls).toBe(2);
    expect(failed).toEqual([[{ doc: 'x' }, 'always broken']]);
  });

  it('does not retry a permanent failure', async () => {
    const jobs = queue();
    const type = newType();
    let calls = 0;
    jobs.register(type, async () => {
      calls += 1;
      throw new PermanentJobError('not a supported file');
    });
    void jobs.start();
    const { id } = await jobs.enqueue(type, {});
    expect(
      await until(
        () => jobs.status(id),
        (s) => s?.status === 'failed',
      ),
    ).toMatchObject({ attempts: 1, lastError: 'not a supported file' });
    expect(calls).toBe(1);
  });

  it('gives each job to exactly one of several workers sharing the table', async () => {
    const type = newType();
    const runs = new Map<number, number>();
    const workers = [queue({ concurrency: 3 }), queue({ concurrency: 3 }), queue({ concurrency: 3 })];
    for (const jobs of workers) {
      jobs.register<{ n: number }>(type, async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await sleep(5);
      });
    }
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => workers[n % 3]!.enqueue(type, { n })));
    for (const jobs of workers) void jobs.start();
    for (const { id } of ids)
      await until(
        () => workers[0]!.status(id),
        (s) => s?.status === 'completed',
      );
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('finishes a job whose worker died mid-run once its lease has run out', async () => {
    const type = newType();
    const survivor = queue({ leaseMs: 200 });
    const ranAt: number[] = [];
    survivor.register(type, async () => {
      ranAt.push(Date.now());
      return 'recovered';
    });
    const { id } = await survivor.enqueue(type, {});
    // A process claims the job and dies: the lease is never renewed and the job never finished.
    const crashed = database.open();
    const now = Date.now();
    const leaseUntil = now + 300;
    const claimed = await claimJob(crashed.db, crashed.engine, {
      types: [type],
      workerId: 'crashed-process',
      now: new Date(now).toISOString(),
      leaseUntil: new Date(leaseUntil).toISOString(),
    });
    expect(claimed?.id).toBe(id);
    void survivor.start();
    const info = await until(
      () => survivor.status(id),
      (s) => s?.status === 'completed',
    );
    expect(info).toMatchObject({ attempts: 2, result: 'recovered' });
    // Taken over once, and not before the dead worker's lease ran out.
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(leaseUntil);
  });

  it('keeps a long job by renewing its lease', async () => {
    const type = newType();
    // Three lease lengths of work: without renewal the rival would take the job over.
    const jobs = queue({ leaseMs: 1200 });
    const rival = queue({ leaseMs: 1200 });
    let runs = 0;
    const handler = async () => {
      runs += 1;
      await sleep(3600);
    };
    jobs.register(type, handler);
    rival.register(type, handler);
    const { id } = await jobs.enqueue(type, {});
    void jobs.start();
    await until(
      () => jobs.status(id),
      (s) => s?.status === 'running',
    );
    void rival.start();
    expect(
      await until(
        () => jobs.status(id),
        (s) => s?.status === 'completed',
      ),
    ).toMatchObject({ attempts: 1 });
    expect(runs).toBe(1);
  });

  it('gives a running job back when stopped, and a restarted worker completes it', async () => {
    const type = newType();
    const first = queue();
    let started = false;
    first.register(type, (_payload, { signal }) => {
      started = true;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    void first.start();
    const { id } = await first.enqueue(type, {});
    await until(async () => started, Boolean);
    await first.stop();
    expect(await first.status(id)).toMatchObject({ status: 'queued', attempts: 0 });

    const restarted = queue();
    restarted.register(type, async () => 'done after restart');
    void restarted.start();
    expect(
      await until(
        () => restarted.status(id),
        (s) => s?.status === 'completed',
      ),
    ).toMatchObject({ attempts: 1, result: 'done after restart' });
  });

  it('gives back unstarted a job whose claim was on its way when stopped', async () => {
    const type = newType();
    const jobs = queue();
    let ran = false;
    jobs.register(type, async () => {
      ran = true;
    });
    void jobs.start();
    await sleep(50); // the first look for work is over
    // enqueue wakes the worker, whose claim is still awaiting the database when stop() is called.
    const { id } = await jobs.enqueue(type, {});
    await jobs.stop();
    await sleep(50);
    expect(ran).toBe(false);
    expect(await jobs.status(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('claims only the types it has handlers for', async () => {
    const jobs = queue();
    const known = newType();
    const unknown = newType();
    jobs.register(known, async () => undefined);
    void jobs.start();
    const other = await jobs.enqueue(unknown, {});
    const mine = await jobs.enqueue(known, {});
    await until(
      () => jobs.status(mine.id),
      (s) => s?.status === 'completed',
    );
    expect(await jobs.status(other.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('refuses a second handler for one type', () => {
    const jobs = queue();
    const type = newType();
    jobs.register(type, async () => undefined);
    expect(() => jobs.register(type, async () => undefined)).toThrow(`jobs: a handler for ${type} is already registered`);
  });
});
