/** One applicant's answers: a flat map of key to text (booleans for check-style fields). An empty answer is `''`. */
export type AnswerValue = string | boolean;
export type Answers = Record<string, AnswerValue>;

/** Messages per answer key, each list without duplicates. */
export type ErrorsByKey = Record<string, string[]>;

export type JsonSchema = { [keyword: string]: unknown };

type ConditionOperator = 'equals' | 'notEquals' | 'lt' | 'lte' | 'gt' | 'gte' | 'answered' | 'notAnswered' | 'in' | 'notIn';

export interface SimpleCondition {
  valueKey: string;
  operator: ConditionOperator;
  target?: unknown;
}

export type Condition = SimpleCondition | { and: Condition[] } | { or: Condition[] };

/** A UI-schema element as uischemas/README.md describes it (only the parts the engine reads are typed). */
export interface UiElement {
  type: string;
  scope?: string;
  label?: string | boolean;
  text?: string;
  options?: UiOptions;
  elements?: UiElement[];
}

interface UiOptions {
  renderer?: string;
  showWhen?: Condition;
  clearKeys?: string[];
  yearKey?: string;
  yearList?: YearList;
  dependsOn?: string;
  category?: string;
  optionsByValue?: Record<string, Array<{ const: string; title: string }>>;
  writeDesc?: boolean;
  /** `accountEmail`: an empty answer starts as the account's e-mail address. */
  prefill?: string;
  limit?: string;
  buttonId?: string;
  prefixes?: string[];
  tabId?: string;
  defaultTab?: string;
  tabKey?: string;
  branches?: Array<{ showWhen: Condition; clearKeys?: string[] }>;
  [name: string]: unknown;
}

export interface YearList {
  direction: 'past' | 'future';
  count: number;
  start?: number;
  /** Without `start`: the first year is the current year plus this many (negative: earlier). */
  offset?: number;
}

/** Today's date as `YYYY-MM-DD`; the age and year rules are measured from it. */
export type IsoDate = string;
