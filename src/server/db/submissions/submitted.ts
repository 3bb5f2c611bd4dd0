import type { Db } from '../database.ts';

/** A place in submission order: submitted-at, then application id for submissions of the same instant. */
export interface SubmissionPosition {
  submittedAt: string;
  id: string;
}

export interface SubmittedRow {
  id: string;
  submittedAt: string;
  intendedStudentType: string | null;
}

export interface SubmittedFilter {
  /** Only submissions after this place. */
  after?: SubmissionPosition;
  /** Only submissions at or after this time (ISO). */
  since?: string;
}

function submitted(db: Db, filter: SubmittedFilter) {
  let query = db.selectFrom('application').where('submitted_at', 'is not', null);
  if (filter.since !== undefined) query = query.where('submitted_at', '>=', filter.since);
  const after = filter.after;
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('submitted_at', '>', after.submittedAt), eb.and([eb('submitted_at', '=', after.submittedAt), eb('applicant_id', '>', after.id)])]),
    );
  }
  return query;
}

/** One page of submitted applications in submission order. */
export async function listSubmitted(db: Db, filter: SubmittedFilter, limit: number): Promise<SubmittedRow[]> {
  const rows = await submitted(db, filter)
    .select(['applicant_id', 'submitted_at', 'intended_student_type'])
    .orderBy('submitted_at')
    .orderBy('applicant_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.applicant_id, submittedAt: row.submitted_at!, intendedStudentType: row.intended_student_type }));
}

export async function countSubmitted(db: Db, filter: SubmittedFilter): Promise<number> {
  const row = await submitted(db, filter).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findSubmitted(db: Db, id: string): Promise<SubmittedRow | undefined> {
  const row = await db
    .selectFrom('application')
    .select(['applicant_id', 'submitted_at', 'intended_student_type'])
    .where('applicant_id', '=', id)
    .where('submitted_at', 'is not', null)
    .executeTakeFirst();
  return row && { id: row.applicant_id, submittedAt: row.submitted_at!, intendedStudentType: row.intended_student_type };
}
