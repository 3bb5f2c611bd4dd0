import type pg from 'pg';
import type { Db, Engine } from '../db/database.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { createTableQueue } from './table-queue.ts';
import type { JobQueue } from './types.ts';
import type { JobLog } from './worker.ts';

export interface JobQueueSettings {
  db: Db;
  engine: Engine;
  /** The PostgreSQL pool behind `db`; null on SQLite. */
  pgPool: pg.Pool | null;
  log: JobLog;
  /** False in a process that only enqueues (JOBS_WORKER=off beside `npm run worker` processes, a CLI). */
  runWorker: boolean;
  concurrency?: number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
}

/** pg-boss on PostgreSQL (any number of web and worker processes); the in-process table queue on SQLite. */
export function jobQueueFor(settings: JobQueueSettings): JobQueue {
  const { db, engine, pgPool, log, runWorker, concurrency, pollMs } = settings;
  if (engine === 'postgres' && pgPool) return createPgBossQueue({ db, pool: pgPool, log, runWorker, concurrency, pollMs });
  return createTableQueue({ db, engine, log, runWorker, concurrency, pollMs });
}
