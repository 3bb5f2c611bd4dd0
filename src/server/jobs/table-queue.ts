import { randomUUID } from 'node:crypto';
import { findJob, findJobByDedupeKey, insertJob, type JobRow } from '../db/jobs/jobs.ts';
import type { Db, Engine } from '../db/database.ts';
import type { EnqueueOptions, JobHandler, JobHandlerOptions, JobInfo, JobQueue } from './types.ts';
import { DEFAULT_MAX_ATTEMPTS } from './retries.ts';
import { createWorker, type JobLog, type RegisteredHandler } from './worker.ts';

export interface TableQueueOptions {
  db: Db;
  engine: Engine;
  log: JobLog;
  /** False in a process that only enqueues (the web tier when `npm run worker` processes run the jobs). */
  runWorker?: boolean;
  /** Jobs of each pool run at the same time in this process (JobHandlerOptions.pool). */
  concurrency?: number;
  /** Slots of named pools that differ from `concurrency`. */
  pools?: Record<string, number>;
  pollMs?: number;
  leaseMs?: number;
  /** Attempts per job when its handler does not say. */
  maxAttempts?: number;
}

function toInfo(row: JobRow): JobInfo {
  return {
    id: row.id,
    type: row.type,
    ownerKey: row.owner_key,
    payload: JSON.parse(row.payload),
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    result: row.result === null ? null : JSON.parse(row.result),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/** Jobs as rows of the `job` table, run by an in-process worker: durable on SQLite and PostgreSQL alike. */
export function createTableQueue(options: TableQueueOptions): JobQueue {
  const { db, engine, log } = options;
  const handlers = new Map<string, RegisteredHandler>();
  const schedules = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  const maxAttemptsOf = (type: string) => handlers.get(type)?.options.maxAttempts ?? options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const worker =
    options.runWorker === false
      ? null
      : createWorker({
          db,
          engine,
          log,
          handlers,
          workerId: `${process.pid}-${randomUUID().slice(0, 8)}`,
          slots: (pool) => options.pools?.[pool] ?? options.concurrency ?? 2,
          pollMs: options.pollMs ?? 1000,
          leaseMs: options.leaseMs ?? 60_000,
        });

  /** The job's row, written with `into` (the queue's database, or a caller's transaction). */
  function insert<P>(into: Db, type: string, payload: P, enqueueOptions: EnqueueOptions) {
    const now = Date.now();
    return insertJob(into, {
      id: randomUUID(),
      type,
      payload: JSON.stringify(payload),
      dedupeKey: enqueueOptions.dedupeKey ?? null,
      ownerKey: enqueueOptions.ownerKey ?? null,
      maxAttempts: maxAttemptsOf(type),
      runAt: new Date(now + (enqueueOptions.delayMs ?? 0)).toISOString(),
      now: new Date(now).toISOString(),
    });
  }

  async function hasDueJob(): Promise<boolean> {
    if (handlers.size === 0) return false;
    const row = await db
      .selectFrom('job')
      .select('id')
      .where('type', 'in', [...handlers.keys()])
      .where('status', '=', 'queued')
      .where('run_at', '<=', new Date().toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  // Every process asks on the same schedule; the dedupe key makes it one job, run by one worker.
  const enqueueScheduled = (type: string) =>
    insertJob(db, {
      id: randomUUID(),
      type,
      payload: '{}',
      dedupeKey: type,
      ownerKey: null,
      maxAttempts: maxAttemptsOf(type),
      runAt: new Date().toISOString(),
      now: new Date().toISOString(),
    }).then(
      (result) => (result.deduped ? undefined : worker?.wake()),
      (error: unknown) => log.error({ type, reason: error instanceof Error ? error.message : String(error) }, 'jobs: cannot queue a scheduled job'),
    );

  return {
    register<P>(type: string, handler: JobHandler<P>, handlerOptions: JobHandlerOptions<P> = {}) {
      if (handlers.has(type)) throw new Error(`jobs: a handler for ${type} is already registered`);
      handlers.set(type, { handler, options: handlerOptions });
    },
    async enqueue<P>(type: string, payload: P, enqueueOptions: EnqueueOptions = {}) {
      const result = await insert(db, type, payload, enqueueOptions);
      if (!result.deduped && !enqueueOptions.delayMs) worker?.wake();
      return result;
    },
    enqueueWithin: (trx, type, payload, enqueueOptions = {}) => insert(trx, type, payload, enqueueOptions),
    wake() {
      worker?.wake();
    },
    async status(id) {
      const row = await findJob(db, id);
      return row ? toInfo(row) : null;
    },
    async statusByDedupeKey(dedupeKey) {
      const row = await findJobByDedupeKey(db, dedupeKey);
      return row ? toInfo(row) : null;
    },
    every(type, minutes) {
      schedules.set(type, minutes);
    },
    start() {
      if (timers.length === 0) {
        for (const [type, minutes] of schedules) {
          const timer = setInterval(() => void enqueueScheduled(type), minutes * 60_000);
          timer.unref();
          timers.push(timer);
          void enqueueScheduled(type);
        }
      }
      worker?.start();
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await worker?.stop();
    },
    ready: () =>
      db
        .selectFrom('job')
        .select('id')
        .limit(1)
        .execute()
        .then(
          () => true,
          () => false,
        ),
    async idle() {
      if (!worker) return;
      for (;;) {
        await worker.settled();
        if (!worker.busy() && !(await hasDueJob())) return;
        worker.wake();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
