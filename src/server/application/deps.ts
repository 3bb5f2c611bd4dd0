import type { DocumentAnswer } from '../../shared/documents/file-rules.ts';
import { toIsoDate } from '../../shared/form/index.ts';
import type { AnswerSaves } from '../db/application/answer-saves.ts';
import type { DraftSaves } from '../db/application/draft-saves.ts';
import type { Db } from '../db/database.ts';
import type { AnswerCodec } from '../secrets/answer-codec.ts';
import type { FormRules } from './form-rules.ts';

export interface ApplicationDeps {
  db: Db;
  /** The save of answers on prepared statements (PUT /api/answer's hot path). */
  answerSaves: AnswerSaves;
  /** The merge of one tab's change into a draft on prepared statements (PUT /api/draft, sent while applicants type). */
  draftSaves: DraftSaves;
  /** How answers are stored (secret ones encrypted); every read and write of the answer table takes it. */
  answerCodec: AnswerCodec;
  rules: FormRules;
  now(): Date;
  /** The tenant's intendedStudentType, recorded with each application (created, and again when submitted). */
  intendedStudentType: string;
  /** The applicant's successful logins, newest first, as the profile lists them. */
  successfulLogins(applicantId: string): Promise<unknown[]>;
  /** The applicant's uploads by answer key, as the profile carries them (the documents module owns them). */
  documentAnswers(applicantId: string): Promise<Record<string, DocumentAnswer>>;
}

export function isoNow(deps: ApplicationDeps): string {
  return deps.now().toISOString();
}

/** Today's date where the server runs, `YYYY-MM-DD`: the date the age and year rules use. */
export function localToday(deps: ApplicationDeps): string {
  return toIsoDate(deps.now());
}
