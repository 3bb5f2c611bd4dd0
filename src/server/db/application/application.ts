import type { Db } from '../database.ts';

/**
 * Creates the applicant's row if needed and locks it for the rest of the transaction, but only while the
 * application is not submitted. Returns false when it is submitted (nothing may change any more).
 * One statement on both engines: the upsert takes the row lock on PostgreSQL, so changes of one applicant queue up.
 * A new row records the tenant's intended student type; a row from before that column gets it on its next change.
 */
export async function lockOpenApplication(db: Db, applicantId: string, now: string, intendedStudentType: string): Promise<boolean> {
  const row = await db
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
    .returning('applicant_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findApplication(db: Db, applicantId: string) {
  return db
    .selectFrom('application')
    .select(['last_page', 'submitted_at', 'validations', 'intended_student_type'])
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
}

export async function isSubmitted(db: Db, applicantId: string): Promise<boolean> {
  const row = await findApplication(db, applicantId);
  return row?.submitted_at != null;
}

export async function updateApplication(
  db: Db,
  applicantId: string,
  changes: { last_page?: string; validations?: string; submitted_at?: string; intended_student_type?: string },
): Promise<void> {
  await db.updateTable('application').set(changes).where('applicant_id', '=', applicantId).execute();
}
