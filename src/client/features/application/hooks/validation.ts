import { toIsoDate } from '../../../../shared/form/answer-model.ts';
import { hasErrors, validateAll } from '../../../../shared/form/index.ts';
import type { Answers, ErrorsByKey } from '../../../../shared/form/types.ts';

export type ErrorsByPage = Record<string, ErrorsByKey>;

/** Every page's errors as a submit would find them today, with the applicant's chosen tabs. */
export function validateApplication(answers: Answers, tabs: Record<string, string>): ErrorsByPage {
  return validateAll(answers, { today: toIsoDate(new Date()), tabs });
}

export { hasErrors };
