import { createFormEngine } from './form-engine.ts';
import { formPages, type PageName } from './pages.ts';
import { accountEmailKeys } from './account-prefill.ts';
import { addAnotherMaximums, tabGroups, type TabGroup } from './ui-groups.ts';

export { keysClearedByTab, type TabGroup } from './ui-groups.ts';

export * from './types.ts';
export { descKeyOf, isAnswered, parseIsoDate, readAnswers, toIsoDate, DESC_SUFFIX } from './answer-model.ts';
export { conditionKeys, evaluateCondition } from './conditions.ts';
export { createFormAjv, formAjv } from './form-ajv.ts';
export { createFormEngine, hasErrors, type FormEngine, type ValidateOptions } from './form-engine.ts';
export { normaliseErrors } from './normalise-errors.ts';
export { toValidationSchema } from './validation-schema.ts';
export { toJsonFormsErrors } from './json-forms-errors.ts';
export { formPages, getPage, getPageSchema, getPageUiSchema, isPageName, PAGE_NAMES, type FormPage, type PageEntry, type PageName } from './pages.ts';
export { pageList } from './page-list.ts';
export { ACCOUNT_EMAIL_PREFILL, withAccountEmail } from './account-prefill.ts';
export { addAnotherBlocks, controlKeysOf, forEachControl, keyOfScope } from './uischema-tree.ts';
export { analysePage, hiddenAnswerKeys, isElementShown, shownBranch, shownTab, type PageVisibility, type VisibilityContext } from './visibility.ts';
export { deriveWebStatus, WEB_STATUS_STEPS, webStatusStepsUpTo, type WebStatus, type WebStatusStep } from './web-status.ts';
export { yearOptions, type SelectOption } from './year-options.ts';
export type { AnswerSlot } from './data-model.ts';

/** The engine over this application's three pages (schemas/ and uischemas/). */
export const formEngine = createFormEngine<PageName>(formPages);

export const { validatePage, validateAll, clearHiddenAnswers, withHiddenAnswersCleared, isKnownAnswerKey, answerSlot } = formEngine;

/** The answers that start as the account's e-mail address when empty (`options.prefill: "accountEmail"`). */
export const ACCOUNT_EMAIL_KEYS: readonly string[] = accountEmailKeys(formPages.map((page) => page.uischema));

const maximums = addAnotherMaximums(formPages.map((page) => page.uischema));
const tabs = tabGroups(formPages.map((page) => page.uischema));

/** How many blocks an AddAnother may show (its number of prefixes); undefined for an unknown button id. */
export function addAnotherMaximum(buttonId: string): number | undefined {
  return maximums.get(buttonId);
}

export function tabGroup(tabId: string): TabGroup | undefined {
  return tabs.get(tabId);
}

/** Every AddAnother button id of the form. */
export function addAnotherButtonIds(): string[] {
  return [...maximums.keys()];
}

/** Every Tabs group id of the form. */
export function tabIds(): string[] {
  return [...tabs.keys()];
}
