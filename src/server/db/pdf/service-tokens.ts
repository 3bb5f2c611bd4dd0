import type { Db } from '../database.ts';
import type { ServiceTokenPurpose } from '../pdf-tables.ts';

export async function insertServiceToken(db: Db, row: { tokenHash: string; applicantId: string; purpose: ServiceTokenPurpose; expiresAt: string }): Promise<void> {
  await db
    .insertInto('service_token')
    .values({ token_hash: row.tokenHash, applicant_id: row.applicantId, purpose: row.purpose, expires_at: row.expiresAt, used_at: null })
    .execute();
}

/**
 * Marks an unused, unexpired token of that purpose used and returns its applicant, in one statement, so two
 * requests racing with the same token cannot both read: the second finds it used.
 */
export async function consumeServiceToken(db: Db, tokenHash: string, purpose: ServiceTokenPurpose, now: string): Promise<string | undefined> {
  const row = await db
    .updateTable('service_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('applicant_id')
    .executeTakeFirst();
  return row?.applicant_id;
}

/** The applicant of an unexpired token of that purpose (download links may be followed more than once). */
export async function findServiceToken(db: Db, tokenHash: string, purpose: ServiceTokenPurpose, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('service_token')
    .select('applicant_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.applicant_id;
}

export async function deleteExpiredServiceTokens(db: Db, now: string): Promise<void> {
  await db.deleteFrom('service_token').where('expires_at', '<=', now).execute();
}
