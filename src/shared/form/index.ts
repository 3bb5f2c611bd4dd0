import { createFormEngine } from './form-engine.ts';
import { formPages, type PageName } from './pages.ts';

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

export { accountEmailAnswerKeys, addAnotherButtonIds, addAnotherMaximum, lookupPrefixesOf, tabGroup, tabIds } from './form-groups.ts';
