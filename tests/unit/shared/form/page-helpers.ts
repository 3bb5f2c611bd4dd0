import { validatePage, type Answers, type ErrorsByKey, type PageName } from '../../../../src/shared/form/index.ts';
import { completeApplication } from '../../../support/complete-application.ts';
import { TODAY } from './about-helpers.ts';

/** One page's errors for the complete application with some answers changed; `undefined` removes a key. */
export function pageErrors(page: PageName, changes: Record<string, string | boolean | undefined>, today = TODAY): ErrorsByKey {
  const answers: Answers = completeApplication(new Date(`${today}T12:00:00Z`));
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete answers[key];
    else answers[key] = value;
  }
  return validatePage(page, answers, { today });
}
