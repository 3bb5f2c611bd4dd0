import type { DocumentAnswer } from '../documents/file-rules.ts';
import type { Answers } from '../form/types.ts';

/** GET /api/profile: everything the client loads before it renders a form page. */
export interface Profile {
  username: string;
  /** The language the account saved (a code of texts-and-settings/languages.json); null when it has none. */
  language: string | null;
  last_page: string | null;
  successful_login: unknown[];
  web_status: Array<{ web_status: string }>;
  answer: Answers;
  document_answer: Record<string, DocumentAnswer>;
}
