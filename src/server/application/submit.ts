import { updateApplication } from '../db/application/application.ts';
import { deleteAnswers, readAnswers, upsertAnswers } from '../db/application/answers.ts';
import { addWebStatuses } from '../db/application/web-status.ts';
import { isoNow, localToday, type ApplicationDeps } from './deps.ts';
import type { Answers, ErrorsByKey } from './form-rules.ts';
import { WEB_STATUSES } from './progress.ts';
import { withOpenApplication } from './with-open-application.ts';

export type SubmitResult = { submitted: true } | { submitted: false; errors: Record<string, ErrorsByKey> };

class InvalidApplication extends Error {
  constructor(readonly errors: Record<string, ErrorsByKey>) {
    super('invalid application');
  }
}

function hasErrors(errors: Record<string, ErrorsByKey>): boolean {
  return Object.values(errors).some((page) => Object.keys(page).length > 0);
}

/** Writes what clearing hidden sections changed: removed keys are deleted, changed keys rewritten. */
async function storeCleared(trx: ApplicationDeps['db'], applicantId: string, before: Answers, after: Answers) {
  const removed = Object.keys(before).filter((key) => !(key in after));
  const changed = Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
  await deleteAnswers(trx, applicantId, removed);
  await upsertAnswers(trx, applicantId, changed);
}

/**
 * Clears the answers of hidden sections and runs the full validation of every page, exactly as the browser does.
 * With any error nothing is written and the errors map comes back. Otherwise, in the same transaction, the
 * cleared answers are stored, the application is marked submitted (frozen from then on) and every status recorded.
 */
export async function submitApplication(deps: ApplicationDeps, applicantId: string): Promise<SubmitResult> {
  try {
    await withOpenApplication(deps, applicantId, async (trx) => {
      const answers = await readAnswers(trx, applicantId);
      const cleared = deps.rules.clearHiddenAnswers(answers);
      const errors = deps.rules.validateAll(cleared, localToday(deps));
      if (hasErrors(errors)) throw new InvalidApplication(errors); // rolls the transaction back
      const now = isoNow(deps);
      await storeCleared(trx, applicantId, answers, cleared);
      await updateApplication(trx, applicantId, { submitted_at: now });
      await addWebStatuses(trx, applicantId, [...WEB_STATUSES], now);
    });
    return { submitted: true };
  } catch (error) {
    if (error instanceof InvalidApplication) return { submitted: false, errors: error.errors };
    throw error;
  }
}
