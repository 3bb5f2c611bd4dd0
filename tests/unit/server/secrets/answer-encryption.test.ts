import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswers } from '../../../../src/server/db/application/answers.ts';
import { secretAnswerKeys } from '../../../../src/shared/form/private-answers.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { freshDatabase, type FreshDatabase } from '../helpers/fresh-database.ts';
import { logInNewApplicant, uniqueUsername } from '../helpers/session.ts';

// Secret answers (the Social Security number) read straight from the answer table, as a stolen database file or
// dump would be read; the apps here share one database (SQLite file or PostgreSQL) across restarts.

const SSN = '123-45-6789';
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');
let dataDir: string;
let database: FreshDatabase;
const opened: TestApp[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'answer-encryption-'));
  database = await freshDatabase();
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The app on the shared database with these encryption settings; closed at the end. */
async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await buildTestApp({ DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}), ...env });
  opened.push(app);
  return app;
}

async function stop(app: TestApp): Promise<void> {
  opened.splice(opened.indexOf(app), 1);
  await app.close();
}

async function applicantIdOf(test: TestApp, username: string): Promise<string> {
  return (await test.app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow()).id;
}

async function storedText(test: TestApp, applicantId: string, key: string): Promise<string> {
  return (await test.app.db.selectFrom('answer').select('value').where('applicant_id', '=', applicantId).where('key', '=', key).executeTakeFirstOrThrow()).value;
}

describe('secret answers at rest', () => {
  it('finds the secret questions in the page schemas (x-secret), not in code', () => {
    expect([...secretAnswerKeys()]).toEqual(['ssn']);
  });

  it('stores a saved SSN encrypted; the applicant still reads it back; other answers stay as they are', async () => {
    const test = await start({ ANSWER_ENCRYPTION_KEY: keyA });
    const username = uniqueUsername('ssn');
    const applicant = await logInNewApplicant(test.app, username);
    expect((await applicant.put('/api/answer', { ssn: SSN, first_name: 'Ada' })).statusCode).toBe(200);
    const id = await applicantIdOf(test, username);

    const stored = await storedText(test, id, 'ssn');
    expect(stored).not.toContain(SSN);
    expect(stored).not.toContain('6789');
    expect(stored).toMatch(/^enc1:[\w-]{12}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(await storedText(test, id, 'first_name')).toBe('"Ada"');
    const everyRow = await test.app.db.selectFrom('answer').select('value').execute();
    expect(everyRow.map((row) => row.value).join('\n')).not.toContain(SSN);

    const profile = await applicant.get('/api/profile');
    expect(profile.json().answer).toMatchObject({ ssn: SSN, first_name: 'Ada' });

    // A sealed value copied into another applicant's row does not open there.
    const other = uniqueUsername('other');
    expect((await (await logInNewApplicant(test.app, other)).put('/api/answer', { first_name: 'Bob' })).statusCode).toBe(200);
    const otherId = await applicantIdOf(test, other);
    await test.app.db.insertInto('answer').values({ applicant_id: otherId, key: 'ssn', value: stored }).execute();
    await expect(readAnswers(test.app.db, test.app.answerCodec, otherId)).rejects.toThrow(/altered or moved/);
    await test.app.db.deleteFrom('answer').where('applicant_id', '=', otherId).where('key', '=', 'ssn').execute();
    await stop(test);
  });

  it('stores a pre-filled answer set holding an SSN encrypted; the browser that opens the link gets it', async () => {
    const test = await start({ ANSWER_ENCRYPTION_KEY: keyA });
    const answers = { first_name: 'Maria', ssn: SSN };
    const token = await test.app.application.createTemporaryAnswers(answers);
    const rows = await test.app.db.selectFrom('temporary_answers').select('answers').execute();
    expect(rows.map((row) => row.answers).join('\n')).not.toContain(SSN);
    const opened = await test.app.inject({ url: `/public/tmp?token=${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ answer: answers });
    await stop(test);
  });

  it('encrypts an SSN an earlier version stored in the clear, at start', async () => {
    let test = await start({ ANSWER_ENCRYPTION_KEY: keyA });
    const username = uniqueUsername('legacy');
    expect((await (await logInNewApplicant(test.app, username)).put('/api/answer', { first_name: 'Cy' })).statusCode).toBe(200);
    const id = await applicantIdOf(test, username);
    await test.app.db
      .insertInto('answer')
      .values({ applicant_id: id, key: 'ssn', value: JSON.stringify('987-65-4321') })
      .execute();
    await stop(test);

    test = await start({ ANSWER_ENCRYPTION_KEY: keyA });
    expect(await storedText(test, id, 'ssn')).not.toContain('4321');
    expect((await readAnswers(test.app.db, test.app.answerCodec, id)).ssn).toBe('987-65-4321');
    await stop(test);
  });

  it('refuses to start with a key that does not open the stored answers, and rotates to a new key given the old one', async () => {
    await expect(start({ ANSWER_ENCRYPTION_KEY: keyB })).rejects.toThrow(
      /^ANSWER_ENCRYPTION_KEY: an answer is encrypted with key [\w-]{12}, which is neither ANSWER_ENCRYPTION_KEY/,
    );

    const test = await start({ ANSWER_ENCRYPTION_KEY: keyB, ANSWER_ENCRYPTION_PREVIOUS_KEYS: keyA });
    const rows = await test.app.db.selectFrom('answer').select(['applicant_id', 'value']).where('key', '=', 'ssn').execute();
    expect(rows.length).toBeGreaterThan(0);
    const keyIds = new Set(rows.map((row) => row.value.split(':')[1]));
    expect(keyIds.size).toBe(1);
    await stop(test);

    // Moved to key B: key A alone no longer opens them.
    const onB = await start({ ANSWER_ENCRYPTION_KEY: keyB });
    for (const row of rows) expect((await readAnswers(onB.app.db, onB.app.answerCodec, row.applicant_id)).ssn).toMatch(/^\d{3}-\d{2}-\d{4}$/);
    await stop(onB);
    await expect(start({ ANSWER_ENCRYPTION_KEY: keyA })).rejects.toThrow(/^ANSWER_ENCRYPTION_KEY: /);
  });

  it('refuses a key that is not 32 bytes, without repeating it', async () => {
    await expect(start({ ANSWER_ENCRYPTION_KEY: 'too-short-secret' })).rejects.toThrow(
      'ANSWER_ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or 43-44 base64 characters (e.g. openssl rand -base64 32)',
    );
  });
});
