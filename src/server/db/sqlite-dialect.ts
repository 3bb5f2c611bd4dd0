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

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
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
  readonly #queue = new FifoLock();

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

/** SQLite for Kysely: transactional DDL, a first-come-first-served connection queue, and a statement cache. */
export class FastSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(sqlite: SQLite.Database, { statementCacheSize = 500 } = {}) {
    const config = { database: withStatementCache(sqlite, statementCacheSize) };
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }
}
