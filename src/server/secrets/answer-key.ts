import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { keepFirstMeta, readMeta } from '../db/meta/app-meta.ts';
import { ANSWER_KEY_BYTES } from './answer-cipher.ts';

const META_KEY = 'answer_encryption_key';

/**
 * The key a deployment generated for itself (embedded default, no ANSWER_ENCRYPTION_KEY): made once and kept in
 * the database, like the auth secret, so every process sharing the database shares it. Null when none was made.
 */
export async function storedAnswerKey(db: Db): Promise<Buffer | null> {
  const value = await readMeta(db, META_KEY);
  return value === undefined ? null : Buffer.from(value, 'base64url');
}

export async function generatedAnswerKey(db: Db): Promise<Buffer> {
  return Buffer.from(await keepFirstMeta(db, META_KEY, randomBytes(ANSWER_KEY_BYTES).toString('base64url')), 'base64url');
}
