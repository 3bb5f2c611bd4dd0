import type { Db } from '../database.ts';

/**
 * The one statement that creates an application row: it creates the applicant's row if needed and locks it for the
 * rest of the transaction, but only while the application is not submitted (the returned row says it is open).
 * The upsert takes the row lock on PostgreSQL, so changes of one applicant queue up. A new row records the tenant's
 * intended student type; a row from before that column gets it on its next change.
 */
function openApplicationStatement(db: Db, applicantId: string, now: string, intendedStudentType: string) {
  return db
    .insertInto('application')
    .values({ applicant_id: applicantId, updated_at: now, intended_student_type: intendedStudentType })
    .onConflict((oc) =>
      oc
        .column('applicant_id')
        .doUpdateSet({
          updated_at: (eb) => eb.ref('excluded.updated_at'),
          intended_student_type: (eb) => eb.fn.coalesce('application.intended_student_type', eb.ref('excluded.intended_student_type')),
        })
        .where('application.submitted_at', 'is', null),
    )
    .returning('applicant_id');
}

/** Creates the applicant's row if needed and locks it while it is open; false once submitted (nothing may change). */
export async function lockOpenApplication(db: Db, applicantId: string, now: string, intendedStudentType: string): Promise<boolean> {
  return (await openApplicationStatement(db, applicantId, now, intendedStudentType).executeTakeFirst()) !== undefined;
}

/**
 * lockOpenApplication's SQL in the engine's placeholders (applicant id, time, intended student type, in that order),
 * for statements prepared outside Kysely on the answer save's hot path: the same statement, written once.
 */
export function lockOpenApplicationSql(db: Db): string {
  return openApplicationStatement(db, '', '', '').compile().sql;
}

export async function findApplication(db: Db, applicantId: string) {
  return db.selectFrom('application').select(['last_page', 'submitted_at', 'intended_student_type']).where('applicant_id', '=', applicantId).executeTakeFirst();
}

export async function isSubmitted(db: Db, applicantId: string): Promise<boolean> {
  const row = await findApplication(db, applicantId);
  return row?.submitted_at != null;
}

export async function updateApplication(
  db: Db,
  applicantId: string,
  changes: { last_page?: string; submitted_at?: string; submission_seq?: number; intended_student_type?: string },
): Promise<void> {
  await db.updateTable('application').set(changes).where('applicant_id', '=', applicantId).execute();
}
