import { savedLanguageOf } from '../db/accounts/users.ts';
import { findApplication } from '../db/application/application.ts';
import { readAnswers } from '../db/application/answers.ts';
import { listWebStatuses } from '../db/application/web-status.ts';
import type { ApplicationDeps } from './deps.ts';
import type { Profile } from '../../shared/application/profile.ts';

export type { Profile };

/** Everything the client loads before it renders a form page. */
export async function getProfile(deps: ApplicationDeps, applicant: { id: string; username: string }): Promise<Profile> {
  const [application, answer, statuses, logins, documents, language] = await Promise.all([
    findApplication(deps.db, applicant.id),
    readAnswers(deps.db, deps.answerCodec, applicant.id),
    listWebStatuses(deps.db, applicant.id),
    deps.successfulLogins(applicant.id),
    deps.documentAnswers(applicant.id),
    savedLanguageOf(deps.db, applicant.id),
  ]);
  return {
    username: applicant.username,
    language,
    last_page: application?.last_page ?? null,
    successful_login: logins,
    web_status: statuses.map((web_status) => ({ web_status })),
    answer,
    document_answer: documents,
  };
}
