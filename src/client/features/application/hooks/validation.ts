import { loadOnce, loadOnFirstInput } from '../../../../shared/load-once.ts';
import { toIsoDate } from '../../../../shared/form/answer-model.ts';
import { hasErrors } from '../../../../shared/form/has-errors.ts';
import type { Answers, ErrorsByKey } from '../../../../shared/form/types.ts';

export type ErrorsByPage = Record<string, ErrorsByKey>;

/** The chosen tabs before GET /api/tabs answered (one object, so the memo below still matches). */
export const NO_TABS: Record<string, string> = {};

type ValidateAll = typeof import('../../../../shared/form/index.ts').validateAll;

/**
 * The form engine's validators are code of their own (generated per page schema), fetched when first needed
 * rather than with every page: before the first check (validating, Submit), or at the applicant's first pointer or
 * key press, whichever comes first. A failed fetch is tried again by the next call.
 */
const engine = loadOnce(() =>
  import('../../../../shared/form/index.ts').then((module): ValidateAll => {
    module.formEngine(); // built here, while loading, so the first check does not pay for it
    return module.validateAll;
  }),
);
loadOnFirstInput(engine);

/** The validators' chunk itself, for a component that waits for it (useLoaded). */
export const validationEngine = engine;

export async function loadValidation(): Promise<void> {
  await engine();
}

let last: { answers: Answers; tabs: Record<string, string>; today: string; errors: ErrorsByPage } | null = null;

/**
 * Every page's errors as a submit would find them today, with the applicant's chosen tabs. Worked out once per
 * change: the page's summary, the errors posted while validating and the flow's checks all read the same result
 * while the answer map and the tabs stay the same objects. Call it once `loadValidation()` has settled.
 */
export function validateApplication(answers: Answers, tabs: Record<string, string>): ErrorsByPage {
  const validateAll = engine.value;
  if (!validateAll) throw new Error('validateApplication() before loadValidation() settled');
  const today = toIsoDate(new Date());
  if (!last || last.answers !== answers || last.tabs !== tabs || last.today !== today) {
    last = { answers, tabs, today, errors: validateAll(answers, { today, tabs }) };
  }
  return last.errors;
}

export { hasErrors };
