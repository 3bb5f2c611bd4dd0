import { randomUUID } from 'node:crypto';
import { fromKysely, PgBoss, type Db as BossDb, type Queue, type SendOptions } from 'pg-boss';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import { toJobInfo, type BossJob } from './pg-boss-job.ts';
import { bossRetryOptions } from './pg-boss-retries.ts';
import { createBossWorker } from './pg-boss-worker.ts';
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS } from './retries.ts';
import type { EnqueueOptions, EnqueueResult, JobHandler, JobHandlerOptions, JobQueue } from './types.ts';
import type { JobLog, RegisteredHandler } from './worker.ts';

export interface PgBossQueueOptions {
  db: Db;
  /** The pool behind `db`: pg-boss runs on it, so a process keeps one pool. */
  pool: pg.Pool;
  log: JobLog;
  /** False in a process that only enqueues (the web tier when `npm run worker` processes run the jobs). */
  runWorker?: boolean;
  /** Jobs of each pool run at the same time in this process. */
  concurrency?: number;
  /** Slots of named pools that differ from `concurrency`. */
  pools?: Record<string, number>;
  pollMs?: number;
  /** How often pg-boss passes over the queues: retries the jobs of workers that died (past their expiry), deletes old ones. */
  maintenanceSeconds?: number;
  /** Attempts per job when its handler does not say. */
  maxAttempts?: number;
}

/** pg-boss's schema in the application's database. */
const SCHEMA = 'pgboss';
/** A job without a timeout of its own is taken for dead after this long active. */
const DEFAULT_EXPIRY_SECONDS = 15 * 60;
/** Beyond a handler's own timeout, so the handler's timeout (final) always comes before pg-boss's expiry (a retry). */
const EXPIRY_GRACE_SECONDS = 5;
/** Finished jobs are deleted after a week, as the table queue purges them; until then their status can be read. */
const DELETE_AFTER_SECONDS = 7 * 24 * 3600;
const LIVE = new Set(['created', 'retry', 'active']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cron expression for "every `minutes`": minutes under an hour, or whole hours up to a day. */
function cronEvery(minutes: number): string {
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60) return `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && minutes <= 24 * 60) return `0 */${minutes / 60} * * *`;
  throw new Error(`jobs: cannot schedule every ${minutes} minutes`);
}

/**
 * Jobs on pg-boss (PostgreSQL), behind the same interface as the table queue: a queue per job type; one running
 * job per owner over every type and process (job_owner_run, pg-boss-worker.ts); retries with pg-boss's exponential
 * backoff up to each handler's maximum wait (pg-boss-retries.ts); an expiry past each handler's timeout, after which
 * pg-boss retries the job of a worker that died; schedules for cleanups; deletion of finished jobs.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { db, log, pool } = options;
  const runWorker = options.runWorker !== false;
  const handlers = new Map<string, RegisteredHandler>();
  const schedules = new Map<string, number>();
  const superviseSeconds = options.maintenanceSeconds ?? 30;
  const boss = new PgBoss({
    // pg-boss on the process's own pool: no second pool per process, and it closes with the database.
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: SCHEMA,
    // Supervision (expiry, deletion) and schedules where jobs are worked; pg-boss runs each once per interval anyway.
    supervise: runWorker,
    schedule: runWorker,
    // A pass every interval (supervise), expiring jobs in it (monitor) and deleting old ones (maintenance).
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    maintenanceIntervalSeconds: superviseSeconds,
  });
  // An unheard 'error' event would end the process.
  boss.on('error', (error: Error) => log.error({ reason: error.message }, 'jobs: pg-boss'));

  /**
   * A type's retries and expiry are its queue's (pg-boss applies them to every job sent to it), written from the
   * handler's options by each worker as it starts: the process that runs the attempts decides, as with the table queue.
   */
  function queueOptions(type: string) {
    const handler = handlers.get(type)?.options ?? {};
    const attempts = handler.maxAttempts ?? options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    return {
      ...bossRetryOptions(attempts, handler.backoff ?? DEFAULT_BACKOFF),
      expireInSeconds: handler.timeoutMs === undefined ? DEFAULT_EXPIRY_SECONDS : Math.ceil(handler.timeoutMs / 1000) + EXPIRY_GRACE_SECONDS,
      deleteAfterSeconds: DELETE_AFTER_SECONDS,
    } satisfies Omit<Queue, 'name' | 'policy'>;
  }

  const sendOptions = (ownerKey: string | null, id: string): SendOptions => ({ id, ...(ownerKey === null ? {} : { singletonKey: ownerKey }) });

  const worker = runWorker
    ? createBossWorker({
        boss,
        db,
        log,
        handlers,
        slots: (pool) => options.pools?.[pool] ?? options.concurrency ?? 2,
        pollMs: options.pollMs ?? 1000,
        sendOptions,
      })
    : null;

  /** Creates the type's queue unless it exists (pg-boss leaves an existing one as it is); a worker writes its options. */
  async function createQueue(type: string): Promise<void> {
    await boss.createQueue(type, { policy: 'standard', ...queueOptions(type) });
    if (runWorker) await boss.updateQueue(type, queueOptions(type));
  }

  let starting: Promise<void> | null = null;
  const start = () =>
    (starting ??= (async () => {
      await boss.start();
      for (const type of handlers.keys()) await createQueue(type);
      for (const [type, minutes] of schedules) if (runWorker) await boss.schedule(type, cronEvery(minutes), {});
      worker?.start();
    })().catch((error: unknown) => {
      // The database was away: the next call tries again.
      starting = null;
      throw error;
    }));

  async function find(type: string, id: string, db?: BossDb): Promise<BossJob | null> {
    const [job] = await boss.findJobs<unknown>(type, { id, db });
    return job ?? null;
  }

  /**
   * Sends the job inside `trx`. With a dedupe key, the key's row is locked until `trx` ends: enqueueing one key in
   * two processes at once queues it once.
   */
  async function sendWithin<P>(trx: Db, type: string, payload: P, enqueueOptions: EnqueueOptions): Promise<EnqueueResult> {
    await start();
    const send = sendOptions(enqueueOptions.ownerKey ?? null, randomUUID());
    if (enqueueOptions.delayMs) send.startAfter = new Date(Date.now() + enqueueOptions.delayMs);
    const id = send.id!;
    const sql = fromKysely(trx);
    const { dedupeKey } = enqueueOptions;
    if (dedupeKey) {
      await trx
        .insertInto('job_dedupe')
        .values({ dedupe_key: dedupeKey, type, job_id: id })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
      const row = await trx.selectFrom('job_dedupe').selectAll().where('dedupe_key', '=', dedupeKey).forUpdate().executeTakeFirstOrThrow();
      if (row.job_id !== id) {
        const live = await find(row.type, row.job_id, sql);
        if (live && LIVE.has(live.state)) return { id: row.job_id, deduped: true };
        await trx.updateTable('job_dedupe').set({ type, job_id: id }).where('dedupe_key', '=', dedupeKey).execute();
      }
    }
    await boss.send(type, payload as object, { ...send, db: sql });
    return { id, deduped: false };
  }

  return {
    register<P>(type: string, handler: JobHandler<P>, handlerOptions: JobHandlerOptions<P> = {}) {
      if (handlers.has(type)) throw new Error(`jobs: a handler for ${type} is already registered`);
      handlers.set(type, { handler, options: handlerOptions });
    },
    async enqueue<P>(type: string, payload: P, enqueueOptions: EnqueueOptions = {}) {
      // Started before the transaction takes a connection: starting needs connections of its own.
      await start();
      const result = await db.transaction().execute((trx) => sendWithin(trx, type, payload, enqueueOptions));
      if (!result.deduped && !enqueueOptions.delayMs) worker?.wake();
      return result;
    },
    enqueueWithin: (trx, type, payload, enqueueOptions = {}) => sendWithin(trx, type, payload, enqueueOptions),
    wake() {
      worker?.wake();
    },
    async status(id) {
      // pg-boss ids are UUIDs: anything else names no job (and would be an SQL error).
      if (!UUID.test(id)) return null;
      await start();
      for (const type of handlers.keys()) {
        const job = await find(type, id);
        if (job) return toJobInfo(job);
      }
      return null;
    },
    async statusByDedupeKey(dedupeKey) {
      await start();
      const row = await db.selectFrom('job_dedupe').selectAll().where('dedupe_key', '=', dedupeKey).executeTakeFirst();
      const job = row ? await find(row.type, row.job_id) : null;
      return job ? toJobInfo(job) : null;
    },
    every(type, minutes) {
      cronEvery(minutes);
      schedules.set(type, minutes);
    },
    start,
    async stop() {
      await worker?.stop();
      // Our handlers have returned and their jobs are given back: nothing of pg-boss's own is left to wait for.
      if (starting) await boss.stop({ graceful: false, close: false });
    },
    async ready() {
      try {
        await start();
        await boss.getQueues();
        return true;
      } catch {
        return false;
      }
    },
    async idle() {
      if (!worker) return;
      for (;;) {
        await worker.settled();
        let waiting = 0;
        for (const type of handlers.keys()) waiting += (await boss.findJobs(type, { queued: true })).length;
        if (!worker.busy() && waiting === 0) return;
        worker.wake();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
