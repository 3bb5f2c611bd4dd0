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

export interface LoginFailureTable {
  username: string;
  failures: number;
  last_failed_at: string;
  locked_until: string | null;
}

export interface CodeRequestTable {
  address: string;
  window_started_at: string;
  requests: number;
}
