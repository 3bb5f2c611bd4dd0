/** Tables of the application PDF (migration 0050_pdf). */
export type ServiceTokenPurpose = 'render' | 'download';

export interface ServiceTokenTable {
  token_hash: string;
  applicant_id: string;
  purpose: ServiceTokenPurpose;
  expires_at: string;
  used_at: string | null;
}

/** The statuses of an application PDF, as stored. */
export type PdfStatus = 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface ApplicationPdfTable {
  applicant_id: string;
  /** SHA-256 of what the PDF shows (answers, blocks, tabs, documents); a different one means a new PDF is due. */
  fingerprint: string;
  status: PdfStatus;
  file_key: string | null;
  /** The copy made of exactly the submitted answers; kept for ever. */
  submitted_file_key: string | null;
  error: string | null;
  updated_at: string;
}
