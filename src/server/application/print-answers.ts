import { readAddAnother } from '../db/application/add-another.ts';
import { readAnswers, type StoredAnswers } from '../db/application/answers.ts';
import { readTabChoices } from '../db/application/tabs.ts';
import type { Db } from '../db/database.ts';
import type { ApplicationDeps } from './deps.ts';

/** What the print view shows of the application itself: answers (secret ones in full), block counts, chosen tabs. */
export interface PrintAnswers {
  answer: StoredAnswers;
  add_another: Record<string, number>;
  tabs: Record<string, string>;
}

/** Read through `db`: the application's database, or a transaction that is changing it (a submit). */
export async function readPrintAnswers(deps: ApplicationDeps, applicantId: string, db: Db = deps.db): Promise<PrintAnswers> {
  const [answer, add_another, tabs] = await Promise.all([
    readAnswers(db, deps.answerCodec, applicantId),
    readAddAnother(db, applicantId),
    readTabChoices(db, applicantId),
  ]);
  return { answer, add_another, tabs };
}
