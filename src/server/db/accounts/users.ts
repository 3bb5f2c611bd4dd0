import type { Db } from '../database.ts';

/** True when an account with this (lower-case) e-mail exists and is confirmed. */
export async function isConfirmedAccount(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('auth_user').select('emailVerified').where('email', '=', email).executeTakeFirst();
  return row !== undefined && Boolean(row.emailVerified);
}
