import { deleteDraft, readDraftRows } from '../db/application/drafts.ts';
import { AnswerKeyError } from '../secrets/answer-cipher.ts';
import { assertStorableAnswers } from './answers.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import { frozenError } from './errors.ts';
import { refusedBody, RequestError } from '../http/request-error.ts';
import { requestMessages } from '../../shared/request-messages.ts';
import { wordAnswerProblem } from '../../shared/texts/word-answer-problem.ts';
import { fillText } from '../../shared/texts/fill-text.ts';
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

/** One tab's change to its draft: the unsaved answers it sets, and the keys it no longer holds unsaved. */
export interface DraftChange {
  answers: Answers;
  drop: readonly string[];
}

/** Refuses with 400 a dropped key outside the data model, or one the same change also sets. */
function assertDroppable(deps: ApplicationDeps, { answers, drop }: DraftChange): void {
  const unknown = drop.filter((key) => !deps.rules.isAnswerKey(key));
  const both = drop.filter((key) => deps.rules.isAnswerKey(key) && Object.hasOwn(answers, key));
  if (unknown.length + both.length === 0) return;
  throw refusedBody((texts) =>
    [...unknown.map((key) => wordAnswerProblem({ text: 'notAQuestion', key }, texts)), ...both.map((key) => fillText(texts.givenAndDropped, { key }))].join(' '),
  );
}

/**
 * Merges one tab's change into the draft, so two tabs typing on different pages keep each other's keys. Stored as
 * answers are (the same key, type and length rules, 400 for the whole change; a secret answer sealed). One
 * transaction holding the open application: refused with 409 once it is submitted, with 413 when the merged draft
 * would be larger than a request may be (a restored draft must fit in one save), and never half written.
 */
export async function saveDraft(deps: ApplicationDeps, applicantId: string, change: DraftChange): Promise<void> {
  assertStorableAnswers(deps, change.answers);
  assertDroppable(deps, change);
  const stored: Record<string, string> = Object.create(null); // no prototype: any key is just a key
  for (const [key, value] of Object.entries(change.answers)) stored[key] = deps.answerCodec.store(applicantId, key, value);
  const outcome = await deps.draftSaves.merge({ applicantId, stored, drop: change.drop, now: isoNow(deps), intendedStudentType: deps.intendedStudentType });
  if (outcome === 'frozen') throw frozenError();
  if (outcome === 'tooLarge') throw new RequestError(413, requestMessages.draftTooLarge, undefined, (texts) => texts.requests.draftTooLarge);
}

/** Drops the whole draft (the applicant chose Discard). */
export async function discardDraft(deps: ApplicationDeps, applicantId: string): Promise<void> {
  await deleteDraft(deps.db, applicantId);
}
