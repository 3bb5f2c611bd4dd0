import { deleteDraft, readDraftRows } from '../db/application/drafts.ts';
import { AnswerKeyError } from '../secrets/answer-cipher.ts';
import { assertStorableAnswers } from './answers.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import { frozenError } from './errors.ts';
import type { Answers } from './form-rules.ts';

/** What the applicant typed and did not save, and when it was last sent (null: no draft). */
export interface Draft {
  answers: Answers;
  typedAt: string | null;
}

/**
 * The applicant's draft. A secret answer sealed under a key no longer configured cannot be opened: a draft is a
 * safety net, not a record, so that key is left out rather than the whole draft refused.
 */
export async function readDraft(deps: ApplicationDeps, applicantId: string): Promise<Draft> {
  const answers: Answers = {};
  let typedAt: string | null = null;
  for (const row of await readDraftRows(deps.db, applicantId)) {
    try {
      answers[row.key] = deps.answerCodec.read(applicantId, row.key, row.value);
    } catch (error) {
      if (!(error instanceof AnswerKeyError)) throw error;
      continue;
    }
    if (typedAt === null || row.typed_at > typedAt) typedAt = row.typed_at;
  }
  return { answers, typedAt };
}

/**
 * Replaces the draft with `answers` (what the page holds unsaved now), stored as answers are (the same key, type and
 * length rules, 400 for the whole map; a secret answer sealed). One transaction holding the open application:
 * refused with 409 once it is submitted, and never half written.
 */
export async function saveDraft(deps: ApplicationDeps, applicantId: string, answers: Answers): Promise<void> {
  assertStorableAnswers(deps, answers);
  const stored: Record<string, string> = Object.create(null); // no prototype: any key is just a key
  for (const [key, value] of Object.entries(answers)) stored[key] = deps.answerCodec.store(applicantId, key, value);
  if (!(await deps.draftSaves.replace(applicantId, stored, isoNow(deps), deps.intendedStudentType))) throw frozenError();
}

/** Drops the whole draft (the applicant chose Discard). */
export async function discardDraft(deps: ApplicationDeps, applicantId: string): Promise<void> {
  await deleteDraft(deps.db, applicantId);
}
