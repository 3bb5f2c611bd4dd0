import type SQLite from 'better-sqlite3';
import { SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';

/** Kysely's SQLite adapter says DDL is not transactional, so a failed migration would leave half a schema. SQLite's DDL is transactional. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Hands a lock out in arrival order: each waiter has its own promise, so a release wakes one waiter, not all. */
class FifoLock {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  /** Takes the lock when it is free, at once; false when it is held. */
  tryAcquire(): boolean {
    if (this.#held) return false;
    this.#held = true;
    return true;
  }

  acquire(): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * Kysely's driver guards SQLite's one connection with a mutex whose every release wakes every waiter, which then
 * race for it again: with a hundred saves waiting, each release cost a hundred wake-ups. This queue lets exactly one
 * caller at a time reach Kysely's own mutex, which then never waits.
 */
class QueuedSqliteDriver extends SqliteDriver {
  readonly #queue: FifoLock;

  constructor(config: SqliteDialectConfig, queue: FifoLock) {
    super(config);
    this.#queue = queue;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.acquire();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#queue.release();
  }
}

/**
 * better-sqlite3 statements are reusable; Kysely prepares one per query. The most recently used `max` statements are
 * kept by their SQL text (a query of the same shape has the same text), so parsing and planning happen once per shape.
 */
function withStatementCache(sqlite: SQLite.Database, max: number): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * The SQLite connection for prepared statements on hot paths. `inTurn` runs synchronous work on it in the queue that
 * Kysely's queries and transactions wait in, so the work never lands inside a Kysely transaction (whose rollback
 * would take it along) and a Kysely transaction never sees it half done.
 */
export interface QueuedSqlite {
  /** The handle, for preparing statements; run them only inside `inTurn`. */
  readonly database: SQLite.Database;
  inTurn<T>(work: () => T): Promise<T>;
}

/** SQLite for Kysely: transactional DDL, a first-come-first-served connection queue, and a statement cache. */
export class FastSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #queue = new FifoLock();
  readonly queued: QueuedSqlite;

  constructor(sqlite: SQLite.Database, { statementCacheSize = 500 } = {}) {
    const config = { database: withStatementCache(sqlite, statementCacheSize) };
    super(config);
    this.#config = config;
    const queue = this.#queue;
    const inTurn = <T>(work: () => T): T => {
      try {
        return work();
      } finally {
        queue.release();
      }
    };
    this.queued = {
      database: sqlite,
      // A free connection runs the work at once, without a trip through the queue's promises.
      inTurn: async (work) => (queue.tryAcquire() ? inTurn(work) : queue.acquire().then(() => inTurn(work))),
    };
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config, this.#queue);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }
}
