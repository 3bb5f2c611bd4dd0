import { saveAnswers } from './answers.ts';
import { getAddAnother, saveAddAnother } from './add-another.ts';
import type { ApplicationDeps } from './deps.ts';
import type { Answers } from './form-rules.ts';
import { getProfile } from './profile.ts';
import { recordWebStatus, saveLastPage, saveValidations, type PostedWebStatus } from './progress.ts';
import { submitApplication } from './submit.ts';
import { chooseTab, getTabs } from './tabs.ts';
import { createTemporaryAnswers, readTemporaryAnswers } from './temporary-answers.ts';

/** The application an applicant fills in, as operations the routes call. Testable without Fastify. */
export function createApplicationService(deps: ApplicationDeps) {
  return {
    rules: deps.rules,
    getProfile: (applicant: { id: string; username: string }) => getProfile(deps, applicant),
    saveAnswers: (applicantId: string, answers: Answers) => saveAnswers(deps, applicantId, answers),
    saveLastPage: (applicantId: string, lastPage: string) => saveLastPage(deps, applicantId, lastPage),
    recordWebStatus: (applicantId: string, status: PostedWebStatus) => recordWebStatus(deps, applicantId, status),
    saveValidations: (applicantId: string, errors: Parameters<typeof saveValidations>[2]) =>
      saveValidations(deps, applicantId, errors),
    submitApplication: (applicantId: string) => submitApplication(deps, applicantId),
    getAddAnother: (applicantId: string) => getAddAnother(deps, applicantId),
    saveAddAnother: (applicantId: string, buttonId: string, numComponents: number) =>
      saveAddAnother(deps, applicantId, buttonId, numComponents),
    getTabs: (applicantId: string) => getTabs(deps, applicantId),
    chooseTab: (applicantId: string, tabId: string, chosenTab: string) => chooseTab(deps, applicantId, tabId, chosenTab),
    createTemporaryAnswers: (answers: Answers, hours?: number) => createTemporaryAnswers(deps, answers, hours),
    readTemporaryAnswers: (token: string, claim: string) => readTemporaryAnswers(deps, token, claim),
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
