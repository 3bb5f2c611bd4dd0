import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Connection } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import type { JobHandlerOptions, JobQueue } from '../../../../src/server/jobs/types.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';

export interface JobDatabase {
  /** A new connection to the same database, as a second process would open. */
  open(): Connection;
  close(): Promise<void>;
}

/** A migrated database file (SQLite) or database (PostgreSQL with TEST_DATABASE_URL) that several connections share. */
export async function jobDatabase(): Promise<JobDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobs-test-'));
  const database = await freshDatabase();
  const connections: Connection[] = [];
  const open = () => {
    const connection = connect({ dataDir, databaseUrl: database.url });
    connections.push(connection);
    return connection;
  };
  const first = open();
  await migrateToLatest(first.db, first.engine);
  return {
    open,
    async close() {
      for (const connection of connections) await connection.db.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `done` holds, every 10 ms; fails with the last value read after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await sleep(10);
  }
}

/**
 * Registers a job type whose handler throws on its first `failures` runs (a service that is down) and then returns
 * 'ok'; the times of its runs, for the waits between them.
 */
export function registerDownThenUp(jobs: JobQueue, type: string, failures: number, options: JobHandlerOptions<unknown>): number[] {
  const times: number[] = [];
  jobs.register(
    type,
    async () => {
      times.push(Date.now());
      if (times.length <= failures) throw new Error(`down ${times.length}`);
      return 'ok';
    },
    options,
  );
  return times;
}
