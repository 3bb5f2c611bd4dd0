import type { WebStatusStep } from '../../../../shared/form/web-status.ts';
import type { Answers, ErrorsByKey } from '../../../../shared/form/types.ts';
import { postValidations } from './post-validations.ts';
import { postWebStatus } from './post-web-status.ts';
import { saveAnswers } from './save-answers.ts';
import { saveLastPage } from './save-last-page.ts';
import { submitApplication } from './submit-application.ts';

/** The calls the application flow makes (each rejects with the client's ServerError or UnauthorizedError). */
export interface ApplicationApi {
  saveAnswers(changed: Answers): Promise<unknown>;
  saveLastPage(lastPage: string): Promise<unknown>;
  postValidations(errorsByPage: Record<string, ErrorsByKey>): Promise<unknown>;
  postWebStatus(webStatus: WebStatusStep): Promise<unknown>;
  submitApplication(): Promise<unknown>;
}

/** The application API over HTTP. */
export const applicationApi: ApplicationApi = { saveAnswers, saveLastPage, postValidations, postWebStatus, submitApplication };
