import {
  addAnotherButtonIds,
  addAnotherMaximum,
  formEngine,
  getPageSchema,
  PAGE_NAMES,
  tabGroup,
  tabIds,
  validateAll,
  withHiddenAnswersCleared,
  type AnswerProblem,
  type AnswerValue,
  type Answers,
  type ErrorsByKey,
  type IsoDate,
  type PageName,
  type ValidateOptions,
} from '../../shared/form/index.ts';

import type { TenantOption } from '../../shared/tenant.ts';

export type { Answers, ErrorsByKey } from '../../shared/form/index.ts';

/** Which tenant option list (tenant.json `optionLists`) each question naming one in `x-tenantOptions` offers. */
function tenantListByKey(): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const page of PAGE_NAMES) {
    for (const [key, property] of Object.entries(getPageSchema(page).properties ?? {})) {
      const list = (property as { 'x-tenantOptions'?: string })['x-tenantOptions'];
      if (list) byKey.set(key, list);
    }
  }
  return byKey;
}

/**
 * Everything the application service needs about the form, in one object: the shared engine over the schema
 * files, with the tenant's `characterLimit` for partner textareas.
 */
export function createFormRules({ characterLimit, optionLists }: { characterLimit: number; optionLists: Record<string, TenantOption[]> }) {
  const listOf = tenantListByKey();
  /** A tenant-list question holds one of the tenant's choices (or nothing). */
  const tenantChoiceProblem = (key: string, value: AnswerValue): AnswerProblem | null => {
    const list = listOf.get(key);
    if (!list || value === '' || optionLists[list]?.some((option) => option.const === value)) return null;
    return { text: 'notAChoice', key };
  };
  return {
    pages: PAGE_NAMES,
    answerProblem: (key: string, value: AnswerValue): AnswerProblem | null => formEngine().answerProblem(key, value, characterLimit) ?? tenantChoiceProblem(key, value),
    isAnswerKey: formEngine().isKnownAnswerKey,
    clearHiddenAnswers: (answers: Answers, options: Omit<ValidateOptions, 'today'> = {}) => withHiddenAnswersCleared(answers, options),
    validateAll: (answers: Answers, today: IsoDate, options: Omit<ValidateOptions, 'today'> = {}): Record<PageName, ErrorsByKey> =>
      validateAll(answers, { ...options, today }),
    addAnotherMaximum,
    addAnotherButtonIds,
    tabGroup,
    tabIds,
  };
}

/** What the application service knows about the form. */
export type FormRules = ReturnType<typeof createFormRules>;
