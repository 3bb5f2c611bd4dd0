import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgBossQueue } from '../../../../src/server/jobs/pg-boss-queue.ts';
import type { JobQueue } from '../../../../src/server/jobs/types.ts';
import { CRASH_JOB, CRASH_JOB_OPTIONS } from './fixtures/crash-job.ts';
import { jobDatabase, silentLog, sleep, until, type JobDatabase } from './job-database.ts';

const TSX = createRequire(import.meta.url).resolve('tsx');
const WORKER = resolve('tests/unit/server/jobs/fixtures/boss-worker-process.ts');

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorker(databaseUrl: string): WorkerProcess {
  const child = spawn(process.execPath, ['--import', TSX, WORKER], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  return { child, output: () => output, exited: new Promise((done) => child.on('exit', (code) => done(code))) };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a worker process killed mid-job (pg-boss)', () => {
  let database: JobDatabase;
  let url: string;
  let web: JobQueue;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    database = await jobDatabase();
    const { db, pgPool } = database.open();
    await sql`create table test_done (job_id text not null, pid integer not null)`.execute(db);
    url = (pgPool!.options as { connectionString: string }).connectionString;
    // The web tier: enqueues only.
    web = createPgBossQueue({ db, pool: pgPool!, log: silentLog, runWorker: false });
    web.register(CRASH_JOB, async () => undefined, CRASH_JOB_OPTIONS);
  });
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await web?.stop();
    await database?.close();
  });

  it('runs the job again in the other worker, which completes it once', async () => {
    workers.push(startWorker(url), startWorker(url));
    for (const worker of workers)
      await until(
        async () => worker.output(),
        (output) => output.includes('ready'),
        60_000,
      );
    const { id } = await web.enqueue(CRASH_JOB, {});
    await until(
      async () => workers.map((worker) => worker.output()).join(''),
      (output) => output.includes(`started ${id} 1`),
      30_000,
    );
    const [killed, other] = workers[0]!.output().includes(`started ${id} 1`) ? [workers[0]!, workers[1]!] : [workers[1]!, workers[0]!];
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toBeNull();

    await until(
      async () => other.output(),
      (output) => output.includes(`started ${id} 2`),
      60_000,
    );
    const done = await until(
      () => web.status(id),
      (s) => s?.status === 'completed',
      30_000,
    );
    expect(done).toMatchObject({ attempts: 2, result: { pid: other.child.pid } });
    // Once: the killed attempt recorded nothing, and nothing runs it a third time.
    await sleep(3000);
    const { db } = database.open();
    const rows = await db.selectNoFrom(sql<number>`(select count(*)::int from test_done where job_id = ${id})`.as('n')).executeTakeFirstOrThrow();
    expect(rows.n).toBe(1);
    expect(other.output().match(/started /g)).toHaveLength(1);

    other.child.kill('SIGTERM');
    expect(await other.exited).toBe(0);
  }, 120_000);
});
