import type { Ajv } from 'ajv';
import rendererSettings from '../../../uischemas/renderers.json' with { type: 'json' };
import type { PageDefinition, RendererDefaults } from './data-model.ts';
import { formAjv } from './form-ajv.ts';
import { buildFormEngine, type FormEngine } from './form-engine.ts';
import { formPages, type PageName } from './pages.ts';

export { keysClearedByTab } from './ui-groups.ts';

export * from './types.ts';
export { answersFromFile, toIsoDate } from './answer-model.ts';
export { conditionKeys, evaluateCondition } from './conditions.ts';
export { createFormAjv } from './form-ajv.ts';
export { hasErrors, type FormEngine, type ValidateOptions } from './form-engine.ts';
export type { AnswerProblem } from './data-model.ts';
export { normaliseErrors, type ErrorWording } from './normalise-errors.ts';
export { toJsonFormsErrors } from './json-forms-errors.ts';
export { formPages, getPageSchema, getPageUiSchema, isPageName, PAGE_NAMES, type PageName } from './pages.ts';
export { analysePage } from './visibility.ts';
export { deriveWebStatus, WEB_STATUS_STEPS, webStatusStepsUpTo, type WebStatusStep } from './web-status.ts';
export { yearOptions } from './year-options.ts';

/** An engine over `pages` with the application's AJV instance and the renderer defaults of uischemas/renderers.json. */
export function createFormEngine<Name extends string>(
  pages: readonly (PageDefinition & { name: Name })[],
  ajv: Ajv = formAjv,
  defaults: RendererDefaults = rendererSettings.defaults,
): FormEngine<Name> {
  return buildFormEngine(pages, ajv, defaults);
}

let engine: FormEngine<PageName> | undefined;

/**
 * The engine over this application's pages (schemas/ and uischemas/), compiled at the first call, never at import:
 * a module that only needs the page list or a helper (the staff-file checker among them) loads without compiling
 * every page schema, and a schema AJV refuses shows up where validation is asked for.
 */
export function formEngine(): FormEngine<PageName> {
  return (engine ??= createFormEngine<PageName>(formPages));
}

type Engine = FormEngine<PageName>;
export const validatePage: Engine['validatePage'] = (...args) => formEngine().validatePage(...args);
export const validateAll: Engine['validateAll'] = (...args) => formEngine().validateAll(...args);
export const clearHiddenAnswers: Engine['clearHiddenAnswers'] = (...args) => formEngine().clearHiddenAnswers(...args);
export const withHiddenAnswersCleared: Engine['withHiddenAnswersCleared'] = (...args) => formEngine().withHiddenAnswersCleared(...args);
export const isKnownAnswerKey: Engine['isKnownAnswerKey'] = (key) => formEngine().isKnownAnswerKey(key);
export const answerSlot: Engine['answerSlot'] = (key) => formEngine().answerSlot(key);

export { accountEmailAnswerKeys, addAnotherButtonIds, addAnotherMaximum, tabGroup, tabIds } from './form-groups.ts';
