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

/** A presigned upload key (migration 0071_upload_keys): pending until registered, deleted with its file. */
export interface UploadKeyTable {
  file_key: string;
  applicant_id: string;
  /** The policy's size cap while pending; the file's real size once a conversion has read it. */
  bytes: number;
  issued_at: string;
  /** When the upload policy expires; an unregistered key is deleted some time after. */
  expires_at: string;
  registered_at: string | null;
}

/** Presigns of one applicant in the current window. */
export interface PresignBudgetTable {
  applicant_id: string;
  window_started_at: string;
  requests: number;
}
