/**
 * Account tables. The auth_* tables belong to better-auth (only auth.api.* writes them); we read the few
 * columns declared here. Its dates are ISO strings on SQLite and Date objects on PostgreSQL.
 */
export interface AuthUserTable {
  id: string;
  email: string;
  emailVerified: number | boolean;
}

export interface LoginEventTable {
  id: string;
  user_id: string;
  logged_in_at: string;
}

export interface LoginAttemptTable {
  username: string;
  /** The client's IP address, or '*' for every client together. */
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

export interface CodeGuessTable {
  address: string;
  code_sent_at: string | null;
  guesses: number;
  day_started_at: string;
  day_guesses: number;
}
