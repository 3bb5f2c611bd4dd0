import type { Db } from '../database.ts';

export interface DraftRow {
  key: string;
  /** As the answer codec stores it. */
  value: string;
  typed_at: string;
}

/** The applicant's draft as stored, while the application is open (a submitted application has none to offer). */
export async function readDraftRows(db: Db, applicantId: string): Promise<DraftRow[]> {
  return db
    .selectFrom('answer_draft')
    .innerJoin('application', 'application.applicant_id', 'answer_draft.applicant_id')
    .select(['answer_draft.key', 'answer_draft.value', 'answer_draft.typed_at'])
    .where('answer_draft.applicant_id', '=', applicantId)
    .where('application.submitted_at', 'is', null)
    .execute();
}

export async function deleteDraft(db: Db, applicantId: string): Promise<void> {
  await db.deleteFrom('answer_draft').where('applicant_id', '=', applicantId).execute();
}
