import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../../support/complete-application.ts';
import { buildTestApp, type TestApp } from '../server/helpers/build.ts';
import { logInNewApplicant } from '../server/helpers/session.ts';
import { runCliAsync } from './run-cli-async.ts';
import { copyOfStaffFiles, replaceOnce } from './staff-files-copy.ts';

/**
 * schemas:check -- --against DATABASE on a database the real app filled: one submitted application and one in
 * progress, then a copy of the files with a question removed (middle_name) and a rule tightened (first_name at most
 * three characters). Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh (TEST_DATABASE_URL).
 */
let test: TestApp;
const roots: string[] = [];
const USERNAMES = ['against.submitted@example.org', 'against.progress@example.org'];

beforeAll(async () => {
  test = await buildTestApp();
  const submitted = await logInNewApplicant(test.app, USERNAMES[0]);
  expect((await submitted.put('/api/answer', completeApplication())).statusCode).toBe(200);
  expect((await submitted.post('/api/submit', {})).statusCode).toBe(200);
  const inProgress = await logInNewApplicant(test.app, USERNAMES[1]);
  expect((await inProgress.put('/api/answer', { first_name: 'Maria', middle_name: 'Elena', last_name: 'Lopez' })).statusCode).toBe(200);
  // Stopped (its PDF job and session writes settled), so any change to the database below is the checker's.
  await test.app.close();
}, 120_000);
afterAll(async () => {
  roots.forEach((root) => rmSync(root, { recursive: true, force: true }));
  await test?.close();
});

const target = () => test.config.databaseUrl ?? test.dataDir;

/** Every row of the tables the check reads, straight from the database. */
async function rows(sql: string): Promise<unknown[]> {
  if (!test.config.databaseUrl) {
    const db = new SQLite(join(test.dataDir, 'app.sqlite'), { readonly: true });
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: test.config.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** What the database holds, to show the check wrote nothing: the SQLite file's bytes, or PostgreSQL's rows. */
async function fingerprint(): Promise<string> {
  if (!test.config.databaseUrl)
    return createHash('sha256')
      .update(readFileSync(join(test.dataDir, 'app.sqlite')))
      .digest('hex');
  const tables = ['answer', 'application', 'tab_choice', 'web_status'];
  return JSON.stringify(await Promise.all(tables.map((table) => rows(`SELECT * FROM ${table} ORDER BY 1, 2`))));
}

describe('npm run schemas:check -- --against DATABASE', { timeout: 120_000 }, () => {
  it('reports stored answers whose key is gone, in-progress applications the new rules refuse and submitted ones, read only', async () => {
    const root = copyOfStaffFiles([
      replaceOnce('schemas/about.schema.json', '    "middle_name": { "type": "string" },\n', ''),
      replaceOnce('uischemas/about.uischema.json', '            { "type": "Control", "scope": "#/properties/middle_name", "label": "Middle Name" },\n', ''),
      replaceOnce('schemas/about.schema.json', '"first_name": { "type": "string" }', '"first_name": { "type": "string", "maxLength": 3 }'),
    ]);
    roots.push(root);
    const before = await fingerprint();

    const result = await runCliAsync('schemas-check.ts', ['--root', root, '--against', target()]);

    expect(result.stderr).not.toContain('    at ');
    expect(result.status).toBe(1);
    const report = result.stdout + result.stderr;
    expect(report).toContain('2 stored applications (1 in progress, 1 submitted)');
    expect(report).toMatch(/stored answers under keys the files no longer have[^\n]*\n {2}middle_name: 2 applications \(1 submitted\)\n/);
    expect(report).toMatch(/1 in-progress application hold answers the new rules refuse[^\n]*\n {2}first_name: 1 application \(is longer than 3 characters\.\)\n/);
    expect(report).toContain('1 submitted application: never validated again');
    // Counts and keys only: no answer and no account appears.
    for (const personal of ['Maria', 'Elena', 'Lopez', ...USERNAMES]) expect(report).not.toContain(personal);

    expect(await fingerprint()).toBe(before);
    // Removing the question deleted nothing: the answers are still stored.
    expect(await rows("SELECT value FROM answer WHERE key = 'middle_name'")).toHaveLength(2);
  });

  it('says ok and exits 0 when the files leave every stored application as it is', async () => {
    const root = copyOfStaffFiles();
    roots.push(root);
    const result = await runCliAsync('schemas-check.ts', ['--root', root, '--against', target()]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('schemas:check --against: ok, no stored application is affected');
    expect(result.status).toBe(0);
  });

  it('refuses to read what is not a database, in one line', async () => {
    const root = copyOfStaffFiles();
    roots.push(root);
    const result = await runCliAsync('schemas-check.ts', ['--root', root, '--against', join(root, 'no-such-folder')]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('does not exist: name the data folder the server uses');
    expect(existsSync(join(root, 'no-such-folder'))).toBe(false);
  });
});
