import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SHIPPED_REFERENCE_DIR } from '../../../../../src/server/config.ts';

/** The reference data shipped in the repository (reference/), or LOOKUP_DATA_DIR when a run names its own. */
export const SHARED_LOOKUP_DIR = resolve(process.env.LOOKUP_DATA_DIR || SHIPPED_REFERENCE_DIR);

export interface IsolatedDb {
  /** Environment for buildTestApp: on PostgreSQL a DATABASE_URL naming a database of this test's own. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Lookup categories are global tables, so tests that import into them must not share a database with
 * other test files running at the same time. SQLite test apps get a fresh file anyway; on PostgreSQL
 * (TEST_DATABASE_URL) each caller gets a fresh database, dropped afterwards.
 */
export async function isolatedDb(): Promise<IsolatedDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { env: {}, drop: async () => undefined };
  const name = `lookup_test_${Math.random().toString(36).slice(2, 10)}`;
  await admin(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: own.toString() },
    drop: () => admin(url, `drop database if exists ${name} with (force)`),
  };
}

/** A folder of CSV files for LOOKUP_DATA_DIR, removed by the returned function. */
export function csvFolder(files: Record<string, string>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'lookup-data-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
