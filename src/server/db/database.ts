import type { Kysely } from 'kysely';
import type {
  AddAnotherTable,
  AnswerDraftTable,
  AnswerTable,
  ApplicationTable,
  SubmissionCounterTable,
  TabChoiceTable,
  TemporaryAnswersTable,
  WebStatusTable,
} from './application-tables.ts';
import type { AuthUserTable, CodeGuessTable, LoginAttemptTable, LoginEventTable, MailBudgetTable } from './accounts-tables.ts';
import type { LookupRecordTable } from './lookup-tables.ts';
import type { JobDedupeTable, JobOwnerRunTable, JobTable } from './jobs-tables.ts';
import type { ApplicationPdfTable, ServiceTokenTable } from './pdf-tables.ts';
import type { DocumentAnswerTable, PresignBudgetTable, UploadKeyTable } from './documents-tables.ts';
import type { RateLimitTable } from './rate-limit-tables.ts';
import type { StaffApiKeyTable, StaffAuditApplicationTable, StaffAuditTable, WebhookAttemptTable, WebhookDeliveryTable } from './submissions-tables.ts';

interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * The whole database as Kysely sees it. Each concern declares its tables in a file of its own
 * under src/server/db/ and adds them here, so this interface stays the one map of the schema.
 */
export interface Database {
  app_meta: AppMetaTable;
  application: ApplicationTable;
  answer: AnswerTable;
  answer_draft: AnswerDraftTable;
  web_status: WebStatusTable;
  add_another: AddAnotherTable;
  tab_choice: TabChoiceTable;
  temporary_answers: TemporaryAnswersTable;
  auth_user: AuthUserTable;
  login_event: LoginEventTable;
  login_attempt: LoginAttemptTable;
  mail_budget: MailBudgetTable;
  code_guess: CodeGuessTable;
  lookup_record: LookupRecordTable;
  job: JobTable;
  job_dedupe: JobDedupeTable;
  job_owner_run: JobOwnerRunTable;
  service_token: ServiceTokenTable;
  application_pdf: ApplicationPdfTable;
  document_answer: DocumentAnswerTable;
  upload_key: UploadKeyTable;
  presign_budget: PresignBudgetTable;
  staff_api_key: StaffApiKeyTable;
  staff_audit: StaffAuditTable;
  staff_audit_application: StaffAuditApplicationTable;
  submission_counter: SubmissionCounterTable;
  webhook_delivery: WebhookDeliveryTable;
  webhook_attempt: WebhookAttemptTable;
  rate_limit: RateLimitTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
