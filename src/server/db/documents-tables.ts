import type { ConversionStatus } from '../../shared/documents/file-rules.ts';

/** Uploaded documents and their conversion (migration 0041_documents). */
export interface DocumentAnswerTable {
  applicant_id: string;
  answer_key: string;
  file_key: string;
  file_name: string;
  file_size: number | null;
  /** NOT_ANSWERED once its conversion was deleted. */
  status: ConversionStatus;
  message: string | null;
  pdf_key: string | null;
  created_at: string;
  updated_at: string;
}
