import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTableQueue, type TableQueueOptions } from '../../../../src/server/jobs/table-queue.ts';
import type { JobQueue } from '../../../../src/server/jobs/types.ts';
import { jobDatabase, silentLog, sleep, until, type JobDatabase } from './job-database.ts';

/** Owners, pools and timeouts: what keeps one applicant's slow jobs from holding everyone else's. */

let database: JobDatabase;
const queues: JobQueue[] = [];
let typeCounter = 0;
const newType = () => `test.fair.${process.pid}.${(typeCounter += 1)}`;
let ownerCounter = 0;
const newOwner = () => `applicant:${process.pid}.${(ownerCounter += 1)}`;

function queue(options: Partial<TableQueueOptions> = {}): JobQueue {
  const { db, engine } = database.open();
  const created = createTableQueue({ db, engine, log: silentLog, pollMs: 20, ...options });
  queues.push(created);
  return created;
}

/** A handler that works until its signal is aborted, as a hung conversion does until it is killed. */
const hangs =
  (started: () => void) =>
  (_payload: unknown, { signal }: { signal: AbortSignal }) => {
    started();
    return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  };

beforeAll(async () => {
  database = await jobDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});
afterAll(() => database.close());

describe('one running job per owner', () => {
  it('never runs two jobs of one owner at once, over two processes with free slots, while other owners run', async () => {
    const type = newType();
    const [ada, bob] = [newOwner(), newOwner()];
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
    for (let n = 0; n < 6; n += 1) {
      for (const owner of [ada, bob]) ids.push((await workers[n % 2]!.enqueue(type, { owner }, { ownerKey: owner })).id);
    }
    for (const jobs of workers) void jobs.start();
    for (const id of ids)
      await until(
        () => workers[0]!.status(id),
        (s) => s?.status === 'completed',
      );
    expect(most.get(ada)).toBe(1);
    expect(most.get(bob)).toBe(1);
    expect(await workers[0]!.status(ids[0]!)).toMatchObject({ ownerKey: ada });
  });

  it('runs another owner’s job while one owner’s job hangs, and that owner’s next job only after it', async () => {
    const type = newType();
    const [ada, bob] = [newOwner(), newOwner()];
    const jobs = queue({ concurrency: 4 });
    const started: string[] = [];
    jobs.register<{ name: string }>(type, async ({ name }, context) => {
      started.push(name);
      if (name === 'ada-1') await hangs(() => undefined)(undefined, context);
    });
    void jobs.start();
    const first = await jobs.enqueue(type, { name: 'ada-1' }, { ownerKey: ada });
    await until(
      () => jobs.status(first.id),
      (s) => s?.status === 'running',
    );
    const second = await jobs.enqueue(type, { name: 'ada-2' }, { ownerKey: ada });
    const other = await jobs.enqueue(type, { name: 'bob-1' }, { ownerKey: bob });
    await until(
      () => jobs.status(other.id),
      (s) => s?.status === 'completed',
    );
    await sleep(200);
    expect(await jobs.status(second.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(started).toEqual(['ada-1', 'bob-1']);
  });
});

describe('pools', () => {
  it('keeps the slots of one pool for its own kind: hung conversions never delay a PDF', async () => {
    const conversion = newType();
    const pdf = newType();
    const jobs = queue({ concurrency: 2 });
    let hung = 0;
    jobs.register(
      conversion,
      hangs(() => (hung += 1)),
      { pool: 'conversion' },
    );
    jobs.register(pdf, async () => 'printed', { pool: 'pdf' });
    void jobs.start();
    // Two owners, so the owner rule is not what holds the conversion slots here.
    await jobs.enqueue(conversion, {}, { ownerKey: newOwner() });
    await jobs.enqueue(conversion, {}, { ownerKey: newOwner() });
    await until(
      async () => hung,
      (n) => n === 2,
    );
    const started = Date.now();
    const printed = await jobs.enqueue(pdf, {}, { ownerKey: newOwner() });
    expect(
      await until(
        () => jobs.status(printed.id),
        (s) => s?.status === 'completed',
        2_000,
      ),
    ).toMatchObject({ result: 'printed' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('timeouts', () => {
  it('fails a job for good when an attempt runs past its time: no retry, told once', async () => {
    const jobs = queue();
    const type = newType();
    let calls = 0;
    const failed: string[] = [];
    jobs.register(
      type,
      hangs(() => (calls += 1)),
      { maxAttempts: 3, backoff: { firstMs: 10, maxMs: 10 }, timeoutMs: 200, onFailed: (_p, error) => void failed.push(error.name) },
    );
    void jobs.start();
    const { id } = await jobs.enqueue(type, {});
    const info = await until(
      () => jobs.status(id),
      (s) => s?.status === 'failed',
    );
    await sleep(300);
    expect(info).toMatchObject({ attempts: 1, lastError: 'the job ran longer than 200 ms' });
    expect(await jobs.status(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(calls).toBe(1);
    expect(failed).toEqual(['JobTimeoutError']);
  });

  it('frees the slot and the owner at the timeout even when the handler ignores its signal', async () => {
    const jobs = queue({ concurrency: 1 });
    const type = newType();
    const owner = newOwner();
    jobs.register<{ stuck: boolean }>(type, ({ stuck }) => (stuck ? new Promise(() => undefined) : Promise.resolve('next')), { timeoutMs: 200 });
    void jobs.start();
    const stuck = await jobs.enqueue(type, { stuck: true }, { ownerKey: owner });
    const next = await jobs.enqueue(type, { stuck: false }, { ownerKey: owner });
    expect(
      await until(
        () => jobs.status(next.id),
        (s) => s?.status === 'completed',
      ),
    ).toMatchObject({ result: 'next' });
    expect(await jobs.status(stuck.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
