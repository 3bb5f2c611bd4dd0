import { createFormEngine, type ValidateOptions } from './form-engine.ts';
import { formPages, PAGE_NAMES, type PageName } from './pages.ts';
import { addAnotherMaximums, tabGroups, type TabGroup } from './ui-groups.ts';
import type { AnswerValue, Answers, ErrorsByKey, IsoDate } from './types.ts';

export * from './types.ts';
export { descKeyOf, isAnswered, parseIsoDate, readAnswers, toIsoDate, DESC_SUFFIX } from './answer-model.ts';
export { conditionKeys, evaluateCondition } from './conditions.ts';
export { createFormAjv, formAjv } from './form-ajv.ts';
export { createFormEngine, hasErrors, type FormEngine, type ValidateOptions } from './form-engine.ts';
export { normaliseErrors } from './normalise-errors.ts';
export { toValidationSchema } from './validation-schema.ts';
export { toJsonFormsErrors } from './json-forms-errors.ts';
export { formPages, getPage, getPageSchema, getPageUiSchema, isPageName, PAGE_NAMES, type FormPage, type PageName } from './pages.ts';
export { addAnotherBlocks, controlKeysOf, forEachControl, keyOfScope } from './uischema-tree.ts';
export { analysePage, isElementShown, shownBranch, shownTab, type PageVisibility, type VisibilityContext } from './visibility.ts';
export { deriveWebStatus, WEB_STATUS_STEPS, type WebStatus } from './web-status.ts';
export { yearOptions, type SelectOption } from './year-options.ts';
export type { AnswerSlot } from './data-model.ts';

/** The engine over this application's three pages (schemas/ and uischemas/). */
export const formEngine = createFormEngine<PageName>(formPages);

export const { validatePage, validateAll, clearHiddenAnswers, withHiddenAnswersCleared, isKnownAnswerKey, answerSlot } = formEngine;

const maximums = addAnotherMaximums(formPages.map((page) => page.uischema));
const tabs = tabGroups(formPages.map((page) => page.uischema));

/** How many blocks an AddAnother may show (its number of prefixes); undefined for an unknown button id. */
export function addAnotherMaximum(buttonId: string): number | undefined {
  return maximums.get(buttonId);
}

export function tabGroup(tabId: string): TabGroup | undefined {
  return tabs.get(tabId);
}

/**
 * Everything the server's application service needs about the form, in one object (it matches
 * src/server/application/form-rules.ts). `characterLimit` is the tenant's limit for partner textareas.
 */
export function createFormRules({ characterLimit }: { characterLimit: number }) {
  return {
    pages: PAGE_NAMES,
    answerProblem: (key: string, value: AnswerValue) => formEngine.answerProblem(key, value, characterLimit),
    isAnswerKey: isKnownAnswerKey,
    clearHiddenAnswers: (answers: Answers, options: Omit<ValidateOptions, 'today'> = {}) => withHiddenAnswersCleared(answers, options),
    validateAll: (answers: Answers, today: IsoDate, options: Omit<ValidateOptions, 'today'> = {}): Record<PageName, ErrorsByKey> =>
      validateAll(answers, { ...options, today }),
    addAnotherMaximum,
    addAnotherButtonIds: () => [...maximums.keys()],
    tabGroup,
    tabIds: () => [...tabs.keys()],
  };
}
