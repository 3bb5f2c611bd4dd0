import type { Ajv, ValidateFunction } from 'ajv';
import { toValidationData } from './answer-model.ts';
import { answerProblem, buildDataModel, type AnswerSlot, type PageDefinition, type RendererDefaults } from './data-model.ts';
import { normaliseErrors, type ErrorWording } from './normalise-errors.ts';
import { controlKeysOf } from './uischema-tree.ts';
import { toValidationSchema } from './validation-schema.ts';
import { analysePage, hiddenAnswerKeys, type VisibilityContext } from './visibility.ts';
import type { AnswerValue, Answers, ErrorsByKey, IsoDate } from './types.ts';

export { hasErrors } from './has-errors.ts';

export interface ValidateOptions extends VisibilityContext {
  /** The date age and year rules measure from, `YYYY-MM-DD`. */
  today: IsoDate;
  /** Words the messages in another language than the schema files' (the server's answers in the applicant's). */
  wording?: ErrorWording;
}

/** A page name, or `'all'` for the whole application. */
export type PageScope<Name extends string> = Name | 'all';

/**
 * Validation, visibility and the data model of a set of pages, each page validator compiled once. The AJV instance
 * and the renderer defaults are passed in (no staff file is imported here), so the checker can build an engine over
 * a copy of the files.
 */
export function buildFormEngine<Name extends string>(pages: readonly (PageDefinition & { name: Name })[], ajv: Ajv, defaults: RendererDefaults) {
  const validators = new Map<string, ValidateFunction>(pages.map((page) => [page.name, ajv.compile(toValidationSchema(page.schema))]));
  const dataModel = buildDataModel(pages, defaults);
  const controlOrder = new Map(pages.map((page) => [page.name, controlKeysOf(page.uischema)]));
  const pageOf = (name: Name) => {
    const page = pages.find((candidate) => candidate.name === name);
    if (!page) throw new Error(`unknown form page ${name}`);
    return page;
  };
  const inScope = (scope: PageScope<Name>) => (scope === 'all' ? pages : [pageOf(scope)]);

  /** The keys hidden sections of the pages in scope clear (see `hiddenAnswerKeys`). */
  function clearHiddenAnswers(scope: PageScope<Name>, answers: Answers, context: VisibilityContext = {}): string[] {
    return hiddenAnswerKeys(
      inScope(scope).map((page) => page.uischema),
      answers,
      context,
    );
  }

  /** The answers with every key of a hidden section emptied (`''`), as a submit stores them. */
  function withHiddenAnswersCleared(answers: Answers, context: VisibilityContext = {}): Answers {
    const cleared: Answers = { ...answers };
    for (const key of clearHiddenAnswers('all', answers, context)) cleared[key] = '';
    return cleared;
  }

  function validateCleared(name: Name, cleared: Answers, options: ValidateOptions): ErrorsByKey {
    const { hidden } = analysePage(pageOf(name).uischema, cleared, options);
    const validate = validators.get(name)!;
    validate.call({ today: options.today }, toValidationData(cleared));
    return inPageOrder(
      normaliseErrors(validate.errors, (key) => hidden.has(key), options.wording),
      controlOrder.get(name)!,
    );
  }

  /**
   * One page's errors, `{key: [messages]}`: hidden answers are cleared first (as a submit does), then the page
   * schema runs with today's date, then the normaliser drops what hidden fields reported.
   */
  function validatePage(name: Name, answers: Answers, options: ValidateOptions): ErrorsByKey {
    return validateCleared(name, withHiddenAnswersCleared(answers, options), options);
  }

  /** Every page's errors, keyed by page in step order (`{about: {...}, education: {...}, 'final-steps': {...}}`). */
  function validateAll(answers: Answers, options: ValidateOptions): Record<Name, ErrorsByKey> {
    const cleared = withHiddenAnswersCleared(answers, options);
    return Object.fromEntries(pages.map((page) => [page.name, validateCleared(page.name, cleared, options)])) as Record<Name, ErrorsByKey>;
  }

  return {
    validatePage,
    validateAll,
    clearHiddenAnswers,
    withHiddenAnswersCleared,
    /** Whether the key belongs to the data model: a page schema property or a `_desc` companion. */
    isKnownAnswerKey: (key: string) => dataModel.has(key),
    /** What a key may hold (type, maximum length), for the server's checks; undefined for an unknown key. */
    answerSlot: (key: string): AnswerSlot | undefined => dataModel.get(key),
    answerKeys: () => [...dataModel.keys()],
    /** Why a value cannot be stored (unknown key, wrong type, too long), or null; textareas use `characterLimit`. */
    answerProblem: (key: string, value: AnswerValue, characterLimit: number) => answerProblem(dataModel.get(key), key, value, characterLimit),
  };
}

export type FormEngine<Name extends string> = ReturnType<typeof buildFormEngine<Name>>;

/** The errors with keys in the order the page shows their questions (keys no control shows come last). */
function inPageOrder(errors: ErrorsByKey, order: readonly string[]): ErrorsByKey {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}
