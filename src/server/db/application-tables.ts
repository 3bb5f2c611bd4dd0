/** Tables of the application an applicant fills in (migration 0010_application). */
export interface ApplicationTable {
  applicant_id: string;
  last_page: string | null;
  submitted_at: string | null;
  updated_at: string;
  /** The tenant's intendedStudentType when the application was created, and again when it was submitted (0060). */
  intended_student_type: string | null;
  /** The submission's place in submission order, taken from `submission_counter` at submit; null until then (0092). */
  submission_seq: number | null;
}

/** The one row handing out submission numbers (migration 0092_submission_sequence). */
export interface SubmissionCounterTable {
  id: number;
  last_seq: number;
}

export interface AnswerTable {
  applicant_id: string;
  key: string;
  /** JSON text of the answer: a string or a boolean. */
  value: string;
  /** The page whose save wrote the value, and that save's number there (migration 0094_answer_save_order); null when written otherwise. */
  save_writer: string | null;
  save_sequence: string | number | null;
}

/** What the applicant typed and has not saved, one row per key (migration 0095_answer_draft); read by nothing but the draft's own routes. */
export interface AnswerDraftTable {
  applicant_id: string;
  key: string;
  /** The value as the answer table would store it (answer-codec.ts: a secret answer sealed). */
  value: string;
  /** When the draft holding this key was sent (ISO 8601 UTC). */
  typed_at: string;
}

export interface WebStatusTable {
  applicant_id: string;
  web_status: string;
  created_at: string;
}

export interface AddAnotherTable {
  applicant_id: string;
  button_id: string;
  num_components: number;
}

export interface TabChoiceTable {
  applicant_id: string;
  tab_id: string;
  chosen_tab: string;
}

export interface TemporaryAnswersTable {
  token_hash: string;
  /** JSON text of a flat answer map. */
  answers: string;
  expires_at: string;
  /** SHA-256 of the claim cookie of the first browser that opened the link; null until then. */
  claim_hash: string | null;
}
