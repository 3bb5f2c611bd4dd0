import type { Db } from '../db/database.ts';
import { lockOpenApplication } from '../db/application/application.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import { frozenError } from './errors.ts';

/**
 * Runs `change` in one transaction holding the applicant's row lock, or refuses with 409 once the
 * application is submitted. Everything `change` writes lands together or not at all.
 */
export async function withOpenApplication<T>(deps: ApplicationDeps, applicantId: string, change: (trx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockOpenApplication(trx, applicantId, isoNow(deps), deps.intendedStudentType))) throw frozenError();
    return change(trx);
  });
}
