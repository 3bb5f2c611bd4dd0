import {
  addAnotherButtonIds,
  addAnotherMaximum,
  formEngine,
  PAGE_NAMES,
  tabGroup,
  tabIds,
  validateAll,
  withHiddenAnswersCleared,
  type AnswerValue,
  type Answers,
  type ErrorsByKey,
  type IsoDate,
  type PageName,
  type ValidateOptions,
} from '../../shared/form/index.ts';

export type { Answers, ErrorsByKey } from '../../shared/form/index.ts';

/**
 * Everything the application service needs about the form, in one object: the shared engine over the schema
 * files, with the tenant's `characterLimit` for partner textareas.
 */
export function createFormRules({ characterLimit }: { characterLimit: number }) {
  return {
    pages: PAGE_NAMES,
    answerProblem: (key: string, value: AnswerValue) => formEngine.answerProblem(key, value, characterLimit),
    isAnswerKey: formEngine.isKnownAnswerKey,
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
