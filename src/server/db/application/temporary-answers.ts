import type { Db } from '../database.ts';

export async function insertTemporaryAnswers(db: Db, tokenHash: string, answers: string, expiresAt: string): Promise<void> {
  await db.insertInto('temporary_answers').values({ token_hash: tokenHash, answers, expires_at: expiresAt }).execute();
}

/**
 * The JSON text of a live set for the browser whose claim this is: a set nobody has opened yet becomes this
 * browser's in one conditional update (two browsers racing cannot both win); a set claimed by another browser, an
 * unknown token and an expired one all give undefined.
 */
export async function claimTemporaryAnswers(db: Db, tokenHash: string, claimHash: string, now: string): Promise<string | undefined> {
  await db
    .updateTable('temporary_answers')
    .set({ claim_hash: claimHash })
    .where('token_hash', '=', tokenHash)
    .where('claim_hash', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  const row = await db
    .selectFrom('temporary_answers')
    .select('answers')
    .where('token_hash', '=', tokenHash)
    .where('claim_hash', '=', claimHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.answers;
}

export async function deleteExpiredTemporaryAnswers(db: Db, now: string): Promise<void> {
  await db.deleteFrom('temporary_answers').where('expires_at', '<=', now).execute();
}
