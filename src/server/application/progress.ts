import { webStatusStepsUpTo, type WebStatusStep } from '../../shared/form/index.ts';
import { findApplication, isSubmitted, lockOpenApplication, updateApplication } from '../db/application/application.ts';
import { addWebStatuses } from '../db/application/web-status.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import { refusedBody, requestText, RequestError } from '../http/request-error.ts';
import { frozenError } from './errors.ts';
import type { ErrorsByKey } from './form-rules.ts';
import { withOpenApplication } from './with-open-application.ts';

export type PostedWebStatus = WebStatusStep;

export async function saveLastPage(deps: ApplicationDeps, applicantId: string, lastPage: string): Promise<void> {
  await withOpenApplication(deps, applicantId, (trx) => updateApplication(trx, applicantId, { last_page: lastPage }));
}

/**
 * Records a status and the ones before it, so the derived status (the number of distinct statuses) is the one
 * posted. Posting again changes nothing. 'submitted' is recorded only by a successful submit, which checks the
 * answers first: posting it is accepted once the application is submitted and refused before.
 */
export async function recordWebStatus(deps: ApplicationDeps, applicantId: string, status: PostedWebStatus): Promise<void> {
  if (status === 'submitted') {
    const application = await findApplication(deps.db, applicantId);
    if (application?.submitted_at == null) {
      throw new RequestError(409, 'An application becomes submitted only through POST /api/submit, which checks it first.');
    }
    return;
  }
  const steps = webStatusStepsUpTo(status);
  await deps.db.transaction().execute(async (trx) => {
    // A submitted application has every status already.
    if (await lockOpenApplication(trx, applicantId, isoNow(deps), deps.intendedStudentType)) {
      await addWebStatuses(trx, applicantId, steps, isoNow(deps));
    }
  });
}

/**
 * Checks an errors map the client posted, by page (`{page: {key: [messages]}}`) or flat (`{key: [messages]}`):
 * 400 for an unknown page or key, 409 once the application is submitted. Nothing is stored: nothing reads it, and
 * submit runs the full validation itself.
 */
export async function checkValidations(deps: ApplicationDeps, applicantId: string, errors: Record<string, string[] | ErrorsByKey>): Promise<void> {
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(errors)) {
    if (Array.isArray(value)) {
      if (!deps.rules.isAnswerKey(name)) unknown.push(name);
    } else if (!deps.rules.pages.some((page) => page === name)) {
      unknown.push(name);
    } else {
      unknown.push(...Object.keys(value).filter((key) => !deps.rules.isAnswerKey(key)));
    }
  }
  if (unknown.length > 0) throw refusedBody(requestText('unknownKeysOrPages', { keys: unknown.join(', ') }));
  if (await isSubmitted(deps.db, applicantId)) throw frozenError();
}
