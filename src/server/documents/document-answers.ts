import { ANSWERED, type DocumentAnswer } from '../../shared/documents/file-rules.ts';
import { listDocumentAnswers, type DocumentAnswerRow } from '../db/documents/document-answers.ts';
import type { Db } from '../db/database.ts';

function toDocumentAnswer(row: DocumentAnswerRow): DocumentAnswer {
  return {
    status: row.status === 'COMPLETED' ? ANSWERED : 'NOT_ANSWERED',
    conversion_status: row.status,
    message: row.message,
    file_name: row.file_name,
    file_size: row.file_size,
  };
}

/** The applicant's document answers by answer key (GET /api/document-answer and the profile). */
export async function readDocumentAnswers(db: Db, applicantId: string): Promise<Record<string, DocumentAnswer>> {
  const rows = await listDocumentAnswers(db, applicantId);
  return Object.fromEntries(rows.map((row) => [row.answer_key, toDocumentAnswer(row)]));
}
