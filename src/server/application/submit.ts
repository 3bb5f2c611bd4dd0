import { hasErrors, WEB_STATUS_STEPS, type ErrorWording } from '../../shared/form/index.ts';
import { updateApplication } from '../db/application/application.ts';
import { readAnswers, upsertAnswers } from '../db/application/answers.ts';
import { deleteDraft } from '../db/application/drafts.ts';
import { readTabChoices } from '../db/application/tabs.ts';
import { addWebStatuses } from '../db/application/web-status.ts';
import type { Db } from '../db/database.ts';
import { takeSubmissionNumber } from '../db/submissions/submitted.ts';
import { isoNow, localToday, type ApplicationDeps } from './deps.ts';
import type { Answers, ErrorsByKey } from './form-rules.ts';
import { withOpenApplication } from './with-open-application.ts';

export type SubmitResult = { submitted: true } | { submitted: false; errors: Record<string, ErrorsByKey> };

class InvalidApplication extends Error {
  constructor(readonly errors: Record<string, ErrorsByKey>) {
    super('the application has errors');
  }
}

/** Stores only the answers clearing changed. */
async function storeChanged(deps: ApplicationDeps, trx: Db, applicantId: string, before: Answers, after: Answers): Promise<void> {
  const changed = Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
  await upsertAnswers(trx, deps.answerCodec, applicantId, changed);
}

/** What else a submission writes, in its transaction: it lands with the submission or not at all. */
export type AlongsideSubmit = (trx: Db, applicantId: string) => Promise<void>;

/**
 * Clears the answers of hidden sections and runs the full validation of every page, as the browser does. With any
 * error nothing is written and the errors map comes back (worded by `wording` when given). Otherwise, in the same transaction, the cleared answers
 * are stored, the application is marked submitted (frozen from then on) with the next submission number, every
 * status is recorded, any draft is dropped (unread), and `alongside` writes what must leave with the submission (the webhook deliveries).
 */
export async function submitApplication(deps: ApplicationDeps, applicantId: string, alongside?: AlongsideSubmit, wording?: ErrorWording): Promise<SubmitResult> {
  try {
    await withOpenApplication(deps, applicantId, async (trx) => {
      const [answers, tabs] = await Promise.all([readAnswers(trx, deps.answerCodec, applicantId), readTabChoices(trx, applicantId)]);
      const cleared = deps.rules.clearHiddenAnswers(answers, { tabs });
      const errors = deps.rules.validateAll(cleared, localToday(deps), { tabs, wording });
      if (hasErrors(errors)) throw new InvalidApplication(errors); // rolls the transaction back
      const now = isoNow(deps);
      await storeChanged(deps, trx, applicantId, answers, cleared);
      const sequence = await takeSubmissionNumber(trx);
      await updateApplication(trx, applicantId, { submitted_at: now, submission_seq: sequence, intended_student_type: deps.intendedStudentType });
      await addWebStatuses(trx, applicantId, [...WEB_STATUS_STEPS], now);
      // A submitted application takes no draft: one left over would never be offered again.
      await deleteDraft(trx, applicantId);
      await alongside?.(trx, applicantId);
    });
    return { submitted: true };
  } catch (error) {
    if (error instanceof InvalidApplication) return { submitted: false, errors: error.errors };
    throw error;
  }
}
