import type { AnswerSaveId } from '../../shared/form/answer-save-id.ts';
import type { ErrorWording } from '../../shared/form/index.ts';
import { lockOpenApplication } from '../db/application/application.ts';
import { upsertAnswers, type StoredAnswers } from '../db/application/answers.ts';
import type { Db } from '../db/database.ts';
import { saveAnswers } from './answers.ts';
import { getAddAnother, saveAddAnother } from './add-another.ts';
import { isoNow, type ApplicationDeps } from './deps.ts';
import type { Answers } from './form-rules.ts';
import { readPrintAnswers } from './print-answers.ts';
import { getProfile } from './profile.ts';
import { checkValidations, recordWebStatus, saveLastPage, type PostedWebStatus } from './progress.ts';
import { discardDraft, readDraft, saveDraft, type DraftChange } from './drafts.ts';
import { submitApplication, type AlongsideSubmit } from './submit.ts';
import { chooseTab, getTabs } from './tabs.ts';
import { createTemporaryAnswers, readTemporaryAnswers } from './temporary-answers.ts';
import { withOpenApplication } from './with-open-application.ts';

/**
 * The application an applicant fills in, as operations the routes call. Testable without Fastify. It owns the
 * `application` and `answer` tables (and the other tables of db/application/): other modules read and write them
 * only through these operations.
 */
export function createApplicationService(deps: ApplicationDeps) {
  return {
    rules: deps.rules,
    getProfile: (applicant: { id: string; username: string }) => getProfile(deps, applicant),
    saveAnswers: (applicantId: string, answers: Answers, saveId: AnswerSaveId | null = null) => saveAnswers(deps, applicantId, answers, saveId),
    /** What the applicant typed and did not save: kept apart from the answers, which nothing else here reads it into. */
    readDraft: (applicantId: string) => readDraft(deps, applicantId),
    saveDraft: (applicantId: string, change: DraftChange) => saveDraft(deps, applicantId, change),
    discardDraft: (applicantId: string) => discardDraft(deps, applicantId),
    saveLastPage: (applicantId: string, lastPage: string) => saveLastPage(deps, applicantId, lastPage),
    recordWebStatus: (applicantId: string, status: PostedWebStatus) => recordWebStatus(deps, applicantId, status),
    checkValidations: (applicantId: string, errors: Parameters<typeof checkValidations>[2]) => checkValidations(deps, applicantId, errors),
    submitApplication: (applicantId: string, alongside?: AlongsideSubmit, wording?: ErrorWording) => submitApplication(deps, applicantId, alongside, wording),
    getAddAnother: (applicantId: string) => getAddAnother(deps, applicantId),
    saveAddAnother: (applicantId: string, buttonId: string, numComponents: number) => saveAddAnother(deps, applicantId, buttonId, numComponents),
    getTabs: (applicantId: string) => getTabs(deps, applicantId),
    chooseTab: (applicantId: string, tabId: string, chosenTab: string) => chooseTab(deps, applicantId, tabId, chosenTab),
    createTemporaryAnswers: (answers: Answers, hours?: number) => createTemporaryAnswers(deps, answers, hours),
    readTemporaryAnswers: (token: string, claim: string) => readTemporaryAnswers(deps, token, claim),

    /** What the print view shows of the application (the PDF adds the documents); `within` reads inside a transaction. */
    printAnswers: (applicantId: string, within?: Db) => readPrintAnswers(deps, applicantId, within),
    /** Makes sure the applicant has an application row, which the kept PDF hangs on (submitted or not). */
    ensureApplication: async (applicantId: string): Promise<void> => {
      await lockOpenApplication(deps.db, applicantId, isoNow(deps), deps.intendedStudentType);
    },
    /**
     * Runs `change` in one transaction holding the applicant's open application (409 once submitted): another
     * module's rows and the answers it writes through `writeAnswers` land together or not at all.
     */
    withOpenApplication: <T>(applicantId: string, change: (trx: Db) => Promise<T>) => withOpenApplication(deps, applicantId, change),
    /** Writes the given answers (every other key kept) inside a transaction the caller holds. */
    writeAnswers: (trx: Db, applicantId: string, answers: StoredAnswers) => upsertAnswers(trx, deps.answerCodec, applicantId, answers),
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
