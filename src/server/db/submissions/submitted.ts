import type { Db } from '../database.ts';

/** A place in submission order: the number of the last submission delivered (application.submission_seq). */
export interface SubmissionPosition {
  sequence: number;
}

export interface SubmittedRow {
  id: string;
  submittedAt: string;
  intendedStudentType: string | null;
  sequence: number;
}

export interface SubmittedFilter {
  /** Only submissions after this place. */
  after?: SubmissionPosition;
  /** Only submissions at or after this time (ISO). */
  since?: string;
}

/**
 * The next submission number, taken inside the submit's transaction. The counter row stays locked until that
 * transaction ends, so the numbers are given in commit order: no reader sees number n+1 before n exists.
 */
export async function takeSubmissionNumber(trx: Db): Promise<number> {
  const row = await trx
    .updateTable('submission_counter')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('id', '=', 1)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

function submitted(db: Db, filter: SubmittedFilter) {
  let query = db.selectFrom('application').where('submission_seq', 'is not', null);
  if (filter.since !== undefined) query = query.where('submitted_at', '>=', filter.since);
  if (filter.after !== undefined) query = query.where('submission_seq', '>', filter.after.sequence);
  return query;
}

const columns = ['applicant_id', 'submitted_at', 'intended_student_type', 'submission_seq'] as const;

const toRow = (row: { applicant_id: string; submitted_at: string | null; intended_student_type: string | null; submission_seq: number | null }): SubmittedRow => ({
  id: row.applicant_id,
  submittedAt: row.submitted_at!,
  intendedStudentType: row.intended_student_type,
  sequence: Number(row.submission_seq),
});

/** One page of submitted applications in submission order. */
export async function listSubmitted(db: Db, filter: SubmittedFilter, limit: number): Promise<SubmittedRow[]> {
  const rows = await submitted(db, filter).select(columns).orderBy('submission_seq').limit(limit).execute();
  return rows.map(toRow);
}

export async function countSubmitted(db: Db, filter: SubmittedFilter): Promise<number> {
  const row = await submitted(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findSubmitted(db: Db, id: string): Promise<SubmittedRow | undefined> {
  const row = await db.selectFrom('application').select(columns).where('applicant_id', '=', id).where('submission_seq', 'is not', null).executeTakeFirst();
  return row && toRow(row);
}
