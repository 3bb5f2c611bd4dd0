import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { isSealedAnswer } from '../../../server/secrets/answer-cipher.ts';

/** One stored application as the checker needs it: no name, no address, only answer keys and values to test. */
export interface StoredApplication {
  submitted: boolean;
  answers: Record<string, string | boolean>;
  /** Keys of secret answers stored encrypted: the checker holds no key, so they are counted, never read. */
  sealed: string[];
  /** Chosen tab per Tabs id. */
  tabs: Record<string, string>;
}

interface Rows {
  applications: Array<{ applicant_id: string; submitted_at: string | null }>;
  answers: Array<{ applicant_id: string; key: string; value: string }>;
  tabs: Array<{ applicant_id: string; tab_id: string; chosen_tab: string }>;
}

const QUERIES = {
  applications: 'SELECT applicant_id, submitted_at FROM application',
  answers: 'SELECT applicant_id, key, value FROM answer',
  tabs: 'SELECT applicant_id, tab_id, chosen_tab FROM tab_choice',
} as const;

export class DatabaseUnreadable extends Error {}

/** The SQLite file of a data folder, opened read-only: nothing is created, migrated or written. */
function readSqlite(dataDir: string): Rows {
  const file = join(dataDir, 'app.sqlite');
  if (!existsSync(file)) throw new DatabaseUnreadable(`${file} does not exist: name the data folder the server uses (its DATA_DIR)`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return {
      applications: db.prepare(QUERIES.applications).all() as Rows['applications'],
      answers: db.prepare(QUERIES.answers).all() as Rows['answers'],
      tabs: db.prepare(QUERIES.tabs).all() as Rows['tabs'],
    };
  } finally {
    db.close();
  }
}

/** PostgreSQL in a read-only transaction (the server refuses any write in it), rolled back at the end. */
async function readPostgres(url: string): Promise<Rows> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('BEGIN TRANSACTION READ ONLY');
    const applications = (await client.query(QUERIES.applications)).rows as Rows['applications'];
    const answers = (await client.query(QUERIES.answers)).rows as Rows['answers'];
    const tabs = (await client.query(QUERIES.tabs)).rows as Rows['tabs'];
    await client.query('ROLLBACK');
    return { applications, answers, tabs };
  } finally {
    await client.end();
  }
}

/** Every stored application of the database (`postgres://…`, or a SQLite data folder), read only. */
export async function readApplications(target: string): Promise<StoredApplication[]> {
  let rows: Rows;
  try {
    rows = /^postgres(ql)?:\/\//.test(target) ? await readPostgres(target) : readSqlite(target);
  } catch (error) {
    if (error instanceof DatabaseUnreadable) throw error;
    throw new DatabaseUnreadable(`cannot read the applications (${error instanceof Error ? error.message : String(error)})`);
  }
  const byId = new Map<string, StoredApplication>();
  const of = (id: string) => {
    let found = byId.get(id);
    if (!found) byId.set(id, (found = { submitted: false, answers: {}, sealed: [], tabs: {} }));
    return found;
  };
  for (const row of rows.applications) of(row.applicant_id).submitted = row.submitted_at !== null;
  for (const row of rows.answers) {
    const application = of(row.applicant_id);
    if (isSealedAnswer(row.value)) application.sealed.push(row.key);
    else application.answers[row.key] = JSON.parse(row.value) as string | boolean;
  }
  for (const row of rows.tabs) of(row.applicant_id).tabs[row.tab_id] = row.chosen_tab;
  return [...byId.values()];
}
