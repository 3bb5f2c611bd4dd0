import { toIsoDate } from '../../../../shared/form/answer-model.ts';
import { hasErrors, validateAll } from '../../../../shared/form/index.ts';
import type { Answers, ErrorsByKey } from '../../../../shared/form/types.ts';

export type ErrorsByPage = Record<string, ErrorsByKey>;

/** The chosen tabs before GET /api/tabs answered (one object, so the memo below still matches). */
export const NO_TABS: Record<string, string> = {};

let last: { answers: Answers; tabs: Record<string, string>; today: string; errors: ErrorsByPage } | null = null;

/**
 * Every page's errors as a submit would find them today, with the applicant's chosen tabs. Worked out once per
 * change: the page's summary, the errors posted while validating and the flow's checks all read the same result
 * while the answer map and the tabs stay the same objects.
 */
export function validateApplication(answers: Answers, tabs: Record<string, string>): ErrorsByPage {
  const today = toIsoDate(new Date());
  if (!last || last.answers !== answers || last.tabs !== tabs || last.today !== today) {
    last = { answers, tabs, today, errors: validateAll(answers, { today, tabs }) };
  }
  return last.errors;
}

export { hasErrors };
