import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { DocumentAnswerTable } from '../documents-tables.ts';

export type DocumentAnswerRow = Selectable<DocumentAnswerTable>;

export async function listDocumentAnswers(db: Db, applicantId: string): Promise<DocumentAnswerRow[]> {
  return db.selectFrom('document_answer').selectAll().where('applicant_id', '=', applicantId).orderBy('answer_key').execute();
}

export async function findDocumentAnswer(db: Db, applicantId: string, answerKey: string): Promise<DocumentAnswerRow | undefined> {
  return db.selectFrom('document_answer').selectAll().where('applicant_id', '=', applicantId).where('answer_key', '=', answerKey).executeTakeFirst();
}

/** Registers a new upload for the question, replacing any earlier one: its conversion starts over. */
export async function upsertDocumentAnswer(db: Db, row: { applicant_id: string; answer_key: string; file_key: string; file_name: string; now: string }): Promise<void> {
  const values = {
    applicant_id: row.applicant_id,
    answer_key: row.answer_key,
    file_key: row.file_key,
    file_name: row.file_name,
    file_size: null,
    status: 'UNPROCESSED' as const,
    message: null,
    pdf_key: null,
    created_at: row.now,
    updated_at: row.now,
  };
  await db
    .insertInto('document_answer')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['applicant_id', 'answer_key']).doUpdateSet({
        file_key: row.file_key,
        file_name: row.file_name,
        file_size: null,
        status: 'UNPROCESSED',
        message: null,
        pdf_key: null,
        created_at: row.now,
        updated_at: row.now,
      }),
    )
    .execute();
}

/** Which upload a conversion works on: a change applies only while the question still holds that upload. */
export interface UploadRef {
  applicantId: string;
  answerKey: string;
  fileKey: string;
}

export async function updateConversion(
  db: Db,
  ref: UploadRef,
  change: Partial<Pick<DocumentAnswerTable, 'status' | 'message' | 'pdf_key' | 'file_size'>> & { updated_at: string },
  /** Only while the conversion is in one of these states (a deleted conversion is not brought back). */
  from?: readonly DocumentAnswerTable['status'][],
): Promise<boolean> {
  let query = db
    .updateTable('document_answer')
    .set(change)
    .where('applicant_id', '=', ref.applicantId)
    .where('answer_key', '=', ref.answerKey)
    .where('file_key', '=', ref.fileKey);
  if (from) query = query.where('status', 'in', [...from]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDocumentAnswer(db: Db, applicantId: string, answerKey: string): Promise<void> {
  await db.deleteFrom('document_answer').where('applicant_id', '=', applicantId).where('answer_key', '=', answerKey).execute();
}
