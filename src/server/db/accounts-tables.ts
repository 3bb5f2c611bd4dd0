/**
 * Account tables. The auth_* tables belong to better-auth (only auth.api.* writes them); we read the few
 * columns declared here. Its dates are ISO strings on SQLite and Date objects on PostgreSQL.
 */
export interface AuthUserTable {
  id: string;
  email: string;
  emailVerified: number | boolean;
  /** The applicant's chosen language (a code of languages.json); null before one was recorded. */
  language: string | null;
}

export interface LoginEventTable {
  id: string;
  user_id: string;
  logged_in_at: string;
}

export interface LoginAttemptTable {
  username: string;
  /** The client's key (http/client-key.ts), or '*' for every client together. */
  client: string;
  failures: number;
  last_failed_at: string;
  locked_until: string | null;
}

export interface MailBudgetTable {
  key: string;
  window_started_at: string;
  requests: number;
}

/**
 * Code guesses per address and client. The row of client '*' counts the guesses of every client that did not ask for
 * the current code, and names that code's time (`code_sent_at`) and the client that asked (`requested_by`); a client's
 * row names the code its `guesses` were made against.
 */
export interface CodeGuessTable {
  address: string;
  client: string;
  code_sent_at: string | null;
  requested_by: string | null;
  guesses: number;
  day_started_at: string;
  day_guesses: number;
}
