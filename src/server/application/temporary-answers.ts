import { createHash, randomBytes } from 'node:crypto';
import settings from '../../../texts-and-settings/temporary-answers.json' with { type: 'json' };
import { claimTemporaryAnswers, deleteExpiredTemporaryAnswers, insertTemporaryAnswers } from '../db/application/temporary-answers.ts';
import { assertStorableAnswers } from './answers.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import { RequestError } from '../http/request-error.ts';
import type { Answers } from './form-rules.ts';

/** Life and words of temporary answer links (texts-and-settings/temporary-answers.json). */
export const temporaryAnswerSettings = settings;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A fresh random secret, used for tokens and for browser claims. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Keeps an answer set for `hours` (default and longest in the settings) and returns the token that reads it
 * (`/?token=…` → `GET /public/tmp`). Only the token's hash is stored, so the table alone does not give the sets away.
 */
export async function createTemporaryAnswers(deps: ApplicationDeps, answers: Answers, hours: number = settings.defaultHours): Promise<string> {
  if (!Number.isInteger(hours) || hours < 1 || hours > settings.maxHours) {
    throw new RequestError(400, `A temporary answer link lives from 1 to ${settings.maxHours} hours (got ${hours}).`);
  }
  assertStorableAnswers(deps, answers);
  const token = newSecret();
  const expiresAt = new Date(deps.now().getTime() + hours * 3_600_000).toISOString();
  await deleteExpiredTemporaryAnswers(deps.db, isoNow(deps));
  const tokenHash = sha256(token);
  await insertTemporaryAnswers(deps.db, tokenHash, deps.answerCodec.storeMap(tokenHash, answers), expiresAt);
  return token;
}

/**
 * The answer set of a live token for the browser holding `claim` (its claim cookie): the first browser to open a
 * link owns it, any other gets undefined, as for an unknown or expired token.
 */
export async function readTemporaryAnswers(deps: ApplicationDeps, token: string, claim: string): Promise<Answers | undefined> {
  const tokenHash = sha256(token);
  const stored = await claimTemporaryAnswers(deps.db, tokenHash, sha256(claim), isoNow(deps));
  return stored === undefined ? undefined : (deps.answerCodec.readMap(tokenHash, stored) as Answers);
}
