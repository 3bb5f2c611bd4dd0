import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApplication, lockOpenApplication, updateApplication } from '../../../../src/server/db/application/application.ts';
import { deleteAnswers, readAnswers, upsertAnswers } from '../../../../src/server/db/application/answers.ts';
import type { AnswerSaves } from '../../../../src/server/db/application/answer-saves.ts';
import { addWebStatuses, listWebStatuses } from '../../../../src/server/db/application/web-status.ts';
import { claimTemporaryAnswers, deleteExpiredTemporaryAnswers, insertTemporaryAnswers } from '../../../../src/server/db/application/temporary-answers.ts';
import type { Db } from '../../../../src/server/db/database.ts';
import type { AnswerCodec } from '../../../../src/server/secrets/answer-codec.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { staffText } from '../../../support/staff-text.ts';

const NOW = '2026-03-01T12:00:00.000Z';
const TYPE = staffText('tenants/demo/tenant.json', '/intendedStudentType');
// Unique per run: a PostgreSQL test database (TEST_DATABASE_URL) outlives the run.
const run = Math.random().toString(36).slice(2);
const id = (name: string) => `${name}-${run}`;
let test: TestApp;
let db: Db;
let saves: AnswerSaves;
let codec: AnswerCodec;

beforeAll(async () => {
  test = await buildTestApp();
  db = test.app.db;
  saves = test.app.applicationDeps.answerSaves;
  codec = test.app.answerCodec;
});
afterAll(() => test.close());

describe('application storage', () => {
  // A race test: it must pass the first time, never on a retry.
  it('merges answers key by key, also when saves run at the same time', { retry: 0 }, async () => {
    await db.transaction().execute(async (trx) => {
      expect(await lockOpenApplication(trx, id('merge'), NOW, TYPE)).toBe(true);
      await upsertAnswers(trx, codec, id('merge'), { first_name: 'Ada', legal_agree: false });
    });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await lockOpenApplication(trx, id('merge'), NOW, TYPE);
          await upsertAnswers(trx, codec, id('merge'), { [`key_${i}`]: `value ${i}`, legal_agree: true });
        }),
      ),
    );
    const answers = await readAnswers(db, codec, id('merge'));
    expect(Object.keys(answers)).toHaveLength(42);
    expect(answers).toMatchObject({ first_name: 'Ada', legal_agree: true, key_0: 'value 0', key_39: 'value 39' });
    await deleteAnswers(db, id('merge'), ['first_name', 'key_0']);
    expect(await readAnswers(db, codec, id('merge'))).not.toHaveProperty('first_name');
  });

  it('refuses the lock once the application is submitted', async () => {
    expect(await lockOpenApplication(db, id('frozen'), NOW, TYPE)).toBe(true);
    await updateApplication(db, id('frozen'), { submitted_at: NOW });
    expect(await lockOpenApplication(db, id('frozen'), NOW, TYPE)).toBe(false);
  });

  it('records the intended student type with a new application and keeps it through later changes', async () => {
    await lockOpenApplication(db, id('type'), NOW, TYPE);
    await lockOpenApplication(db, id('type'), NOW, 'Transfer');
    expect((await findApplication(db, id('type')))?.intended_student_type).toBe(TYPE);
  });

  it('fills the type in on the next change of a row from before the column', async () => {
    await lockOpenApplication(db, id('legacy-row'), NOW, TYPE);
    await db.updateTable('application').set({ intended_student_type: null }).where('applicant_id', '=', id('legacy-row')).execute();
    await lockOpenApplication(db, id('legacy-row'), NOW, TYPE);
    expect((await findApplication(db, id('legacy-row')))?.intended_student_type).toBe(TYPE);
  });

  it('records each web status once, oldest first', async () => {
    await lockOpenApplication(db, id('status'), NOW, TYPE);
    await addWebStatuses(db, id('status'), ['started'], NOW);
    await addWebStatuses(db, id('status'), ['started', 'validating'], '2026-03-02T00:00:00.000Z');
    expect(await listWebStatuses(db, id('status'))).toEqual(['started', 'validating']);
  });

  it('gives a temporary answer set to the claim that first asks for it, only until it expires', async () => {
    await insertTemporaryAnswers(db, id('live'), '{"a":"1"}', '2026-03-01T12:00:01.000Z');
    await insertTemporaryAnswers(db, id('old'), '{"a":"2"}', NOW);
    expect(await claimTemporaryAnswers(db, id('live'), 'first', NOW)).toBe('{"a":"1"}');
    expect(await claimTemporaryAnswers(db, id('live'), 'second', NOW)).toBeUndefined();
    expect(await claimTemporaryAnswers(db, id('old'), 'first', NOW)).toBeUndefined();
    await deleteExpiredTemporaryAnswers(db, NOW);
    expect(await claimTemporaryAnswers(db, id('old'), 'first', '2000-01-01T00:00:00.000Z')).toBeUndefined();
    expect(await claimTemporaryAnswers(db, id('live'), 'first', '2000-01-01T00:00:00.000Z')).toBe('{"a":"1"}');
  });
});

describe('the save of answers on prepared statements', () => {
  it('opens the application as the lock does and merges the given keys into the stored ones', async () => {
    expect(await saves.save(id('save'), { first_name: 'Ada', legal_agree: false }, NOW, TYPE)).toBe(true);
    expect(await saves.save(id('save'), { legal_agree: true, city: '' }, NOW, 'Transfer')).toBe(true);
    expect(await readAnswers(db, codec, id('save'))).toEqual({ first_name: 'Ada', legal_agree: true, city: '' });
    expect(await findApplication(db, id('save'))).toMatchObject({ intended_student_type: TYPE, submitted_at: null });
  });

  it('keeps every character of what was typed, and keys that look like JavaScript internals are just keys', async () => {
    const typed = {
      personal_statement_essay: 'Line one\nline "two"\t\\ tab\u0000nul \u2028 é 日本 🎓 \ud800 lone',
      city: '',
      toString: 'a key like any other',
      legal_agree: true,
      optin_sms_ind: false,
    };
    expect(await saves.save(id('save-text'), typed, NOW, TYPE)).toBe(true);
    expect(await readAnswers(db, codec, id('save-text'))).toEqual(typed);
  });

  it('fills the intended student type in on a row from before the column', async () => {
    await saves.save(id('save-legacy'), { first_name: 'Ada' }, NOW, TYPE);
    await db.updateTable('application').set({ intended_student_type: null }).where('applicant_id', '=', id('save-legacy')).execute();
    await saves.save(id('save-legacy'), { first_name: 'Ada' }, NOW, TYPE);
    expect((await findApplication(db, id('save-legacy')))?.intended_student_type).toBe(TYPE);
  });

  it('writes nothing once the application is submitted', async () => {
    await saves.save(id('save-frozen'), { first_name: 'Ada' }, NOW, TYPE);
    await updateApplication(db, id('save-frozen'), { submitted_at: NOW });
    expect(await saves.save(id('save-frozen'), { first_name: 'Eve', city: 'Springfield' }, NOW, TYPE)).toBe(false);
    expect(await readAnswers(db, codec, id('save-frozen'))).toEqual({ first_name: 'Ada' });
  });

  // A race test: it must pass the first time, never on a retry.
  it('never lands inside a transaction open at the same time, which rolls back alone', { retry: 0 }, async () => {
    await saves.save(id('save-beside'), { first_name: 'Ada' }, NOW, TYPE);
    let saving: Promise<boolean> | undefined;
    const failing = db.transaction().execute(async (trx) => {
      await upsertAnswers(trx, codec, id('save-beside'), { city: 'lost' });
      saving = saves.save(id('save-other'), { city: 'kept' }, NOW, TYPE);
      await new Promise((resolve) => setImmediate(resolve)); // the save has had its chance to run meanwhile
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await saving).toBe(true);
    expect(await readAnswers(db, codec, id('save-other'))).toEqual({ city: 'kept' });
    expect(await readAnswers(db, codec, id('save-beside'))).toEqual({ first_name: 'Ada' });
  });

  it('keeps every key when saves of one applicant and transactions of others run at the same time', { retry: 0 }, async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? saves.save(id('save-race'), { [`key_${i}`]: `value ${i}`, legal_agree: true }, NOW, TYPE)
          : db.transaction().execute(async (trx) => {
              await lockOpenApplication(trx, id('save-race'), NOW, TYPE);
              await upsertAnswers(trx, codec, id('save-race'), { [`key_${i}`]: `value ${i}` });
            }),
      ),
    );
    const answers = await readAnswers(db, codec, id('save-race'));
    expect(Object.keys(answers)).toHaveLength(41);
    expect(answers).toMatchObject({ legal_agree: true, key_0: 'value 0', key_39: 'value 39' });
  });
});
