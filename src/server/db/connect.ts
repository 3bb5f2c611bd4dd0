import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { FastSqliteDialect, type QueuedSqlite } from './sqlite-dialect.ts';
import type { Database, Engine } from './database.ts';
import { makePrivateDir, makePrivateFile, restrictExisting } from '../files/private-files.ts';

export interface Connection {
  db: Kysely<Database>;
  engine: Engine;
  /** The SQLite connection for prepared statements on hot paths, taken in its turn beside Kysely's; null on PostgreSQL. */
  sqlite: QueuedSqlite | null;
  /** The PostgreSQL pool behind Kysely, for named prepared statements on hot paths; null on SQLite. */
  pgPool: pg.Pool | null;
}

export interface ConnectOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** Use an in-memory SQLite database (tests). */
  memory?: boolean;
  /** Told when an idle PostgreSQL connection breaks (the server restarted); without a listener the process would crash. */
  onIdleError?: (error: Error) => void;
}

/** How long opening a PostgreSQL connection may take before it counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5000;

export function connect(options: ConnectOptions): Connection {
  // Mail and files live under DATA_DIR on PostgreSQL too.
  if (!options.memory) makePrivateDir(options.dataDir);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    pool.on('error', (error) => options.onIdleError?.(error));
    const dialect: Dialect = new PostgresDialect({ pool });
    return { db: new Kysely<Database>({ dialect }), engine: 'postgres', sqlite: null, pgPool: pool };
  }
  let file = ':memory:';
  if (!options.memory) {
    file = join(options.dataDir, 'app.sqlite');
    makePrivateFile(file);
    restrictExisting([`${file}-wal`, `${file}-shm`]);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dialect = new FastSqliteDialect(sqlite);
  return { db: new Kysely<Database>({ dialect }), engine: 'sqlite', sqlite: dialect.queued, pgPool: null };
}
