import { describe, expect, it } from 'vitest';
import { takeSubmissionNumber } from '../../../../src/server/db/submissions/submitted.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { migrationDatabases } from '../helpers/migration-database.ts';

const { openDatabase, migrationsBefore } = migrationDatabases();

describe('submission numbers', () => {
  it('are given to the applications submitted before the migration in the order they were read until then (submitted-at, then id)', async () => {
    const { db, engine } = await openDatabase();
    await migrateToLatest(db, engine, migrationsBefore('0092'));
    const at = (second: number) => `2026-11-27T10:00:0${second}.000Z`;
    const rows = [
      { applicant_id: 'c', submitted_at: at(1) },
      { applicant_id: 'b', submitted_at: at(2) },
      { applicant_id: 'a', submitted_at: at(2) },
      { applicant_id: 'open', submitted_at: null },
    ];
    for (const row of rows)
      await db
        .insertInto('application')
        .values({ ...row, last_page: null, updated_at: at(0) } as never)
        .execute();

    await migrateToLatest(db, engine);
    const numbered = await db.selectFrom('application').select(['applicant_id', 'submission_seq']).orderBy('applicant_id').execute();
    expect(numbered).toEqual([
      { applicant_id: 'a', submission_seq: 2 },
      { applicant_id: 'b', submission_seq: 3 },
      { applicant_id: 'c', submission_seq: 1 },
      { applicant_id: 'open', submission_seq: null },
    ]);
    expect(await db.transaction().execute((trx) => takeSubmissionNumber(trx))).toBe(4);
  });

  it('are taken in commit order: a submit that takes one while another holds the counter waits for it and gets the next', async () => {
    const { db, engine } = await openDatabase();
    await migrateToLatest(db, engine);
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstTook!: (n: number) => void;
    const firstNumber = new Promise<number>((resolve) => (firstTook = resolve));
    const first = db.transaction().execute(async (trx) => {
      firstTook(await takeSubmissionNumber(trx));
      await firstHolds;
    });
    expect(await firstNumber).toBe(1);
    let secondDone = false;
    const second = db
      .transaction()
      .execute(async (trx) => takeSubmissionNumber(trx))
      .then((n) => ((secondDone = true), n));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(secondDone).toBe(false);
    releaseFirst();
    await first;
    expect(await second).toBe(2);
  });
});
