import { randomUUID } from 'node:crypto';
import type { Db } from '../database.ts';

export interface SuccessfulLogin {
  logged_in_at: string;
}

export async function recordSuccessfulLogin(db: Db, userId: string, at: Date): Promise<void> {
  await db.insertInto('login_event').values({ id: randomUUID(), user_id: userId, logged_in_at: at.toISOString() }).execute();
}

/** The applicant's successful logins, newest first: the profile's `successful_login` (its length is `num_logins`). */
export async function listSuccessfulLogins(db: Db, userId: string): Promise<SuccessfulLogin[]> {
  return db.selectFrom('login_event').select('logged_in_at').where('user_id', '=', userId).orderBy('logged_in_at', 'desc').execute();
}
