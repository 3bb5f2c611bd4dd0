import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { ANSWER_KEY_BYTES } from './answer-cipher.ts';

const META_KEY = 'answer_encryption_key';

/**
 * The key a deployment generated for itself (embedded default, no ANSWER_ENCRYPTION_KEY): made once and kept in
 * the database, like the auth secret, so every process sharing the database shares it. Null when none was made.
 */
export async function storedAnswerKey(db: Db): Promise<Buffer | null> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', META_KEY).executeTakeFirst();
  return row ? Buffer.from(row.value, 'base64url') : null;
}

export async function generatedAnswerKey(db: Db): Promise<Buffer> {
  await db
    .insertInto('app_meta')
    .values({ key: META_KEY, value: randomBytes(ANSWER_KEY_BYTES).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await storedAnswerKey(db))!;
}
