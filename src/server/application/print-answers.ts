import { readAddAnother } from '../db/application/add-another.ts';
import { readAnswers, type StoredAnswers } from '../db/application/answers.ts';
import { readTabChoices } from '../db/application/tabs.ts';
import type { ApplicationDeps } from './deps.ts';

/** What the print view shows of the application itself: answers (secret ones in full), block counts, chosen tabs. */
export interface PrintAnswers {
  answer: StoredAnswers;
  add_another: Record<string, number>;
  tabs: Record<string, string>;
}

export async function readPrintAnswers(deps: ApplicationDeps, applicantId: string): Promise<PrintAnswers> {
  const [answer, add_another, tabs] = await Promise.all([
    readAnswers(deps.db, deps.answerCodec, applicantId),
    readAddAnother(deps.db, applicantId),
    readTabChoices(deps.db, applicantId),
  ]);
  return { answer, add_another, tabs };
}
