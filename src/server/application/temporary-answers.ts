import { createHash, randomBytes } from 'node:crypto';
import {
  deleteExpiredTemporaryAnswers,
  findTemporaryAnswers,
  insertTemporaryAnswers,
} from '../db/application/temporary-answers.ts';
import { assertStorableAnswers } from './answers.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import type { Answers } from './form-rules.ts';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Keeps an answer set for `ttlMs` and returns the token that reads it (`/?token=…` → `GET /public/tmp`).
 * Only the token's hash is stored, so the table alone does not give the sets away.
 */
export async function createTemporaryAnswers(deps: ApplicationDeps, answers: Answers, ttlMs: number): Promise<string> {
  assertStorableAnswers(deps, answers);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + ttlMs).toISOString();
  await deleteExpiredTemporaryAnswers(deps.db, isoNow(deps));
  await insertTemporaryAnswers(deps.db, hashToken(token), JSON.stringify(answers), expiresAt);
  return token;
}

/** The answer set of a token that exists and has not expired, or undefined. */
export async function readTemporaryAnswers(deps: ApplicationDeps, token: string): Promise<Answers | undefined> {
  const stored = await findTemporaryAnswers(deps.db, hashToken(token), isoNow(deps));
  return stored === undefined ? undefined : (JSON.parse(stored) as Answers);
}
