import type { Db } from '../database.ts';

export async function insertTemporaryAnswers(db: Db, tokenHash: string, answers: string, expiresAt: string): Promise<void> {
  await db.insertInto('temporary_answers').values({ token_hash: tokenHash, answers, expires_at: expiresAt }).execute();
}

/** The JSON text of a set that has not expired, or undefined. */
export async function findTemporaryAnswers(db: Db, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('temporary_answers')
    .select('answers')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.answers;
}

export async function deleteExpiredTemporaryAnswers(db: Db, now: string): Promise<void> {
  await db.deleteFrom('temporary_answers').where('expires_at', '<=', now).execute();
}
