import pg from 'pg';

export interface FreshDatabase {
  /** DATABASE_URL of a new, empty PostgreSQL database; null when the tests run on SQLite. */
  url: string | null;
  /** Drops the database (closing any connection left open). */
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let counter = 0;

/**
 * When TEST_DATABASE_URL names a PostgreSQL server, a database of its own for one test app, so tests never see
 * each other's rows or tables; on SQLite (no TEST_DATABASE_URL) nothing to do, each app has its own DATA_DIR.
 */
export async function freshDatabase(adminUrl = process.env.TEST_DATABASE_URL): Promise<FreshDatabase> {
  if (!adminUrl) return { url: null, drop: async () => undefined };
  counter += 1;
  const name = `test_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
