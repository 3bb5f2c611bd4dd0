import { readAddAnother, upsertAddAnother } from '../db/application/add-another.ts';
import type { ApplicationDeps } from './deps.ts';
import { refusedBody, requestText } from '../http/request-error.ts';
import { withOpenApplication } from './with-open-application.ts';

/** Number of blocks of an AddAnother group before the applicant adds one. */
const DEFAULT_COUNT = 1;

/** Every AddAnother button of the form with the applicant's count (1 until they add one). */
export async function getAddAnother(deps: ApplicationDeps, applicantId: string): Promise<Record<string, number>> {
  const stored = await readAddAnother(deps.db, applicantId);
  return Object.fromEntries(deps.rules.addAnotherButtonIds().map((id) => [id, stored[id] ?? DEFAULT_COUNT]));
}

export async function saveAddAnother(deps: ApplicationDeps, applicantId: string, buttonId: string, numComponents: number): Promise<void> {
  const maximum = deps.rules.addAnotherMaximum(buttonId);
  if (maximum === undefined) throw refusedBody(requestText('unknownAddAnother', { buttonId }));
  if (numComponents > maximum) throw refusedBody(requestText('tooManyBlocks', { buttonId, maximum: String(maximum) }));
  await withOpenApplication(deps, applicantId, (trx) => upsertAddAnother(trx, applicantId, buttonId, numComponents));
}
