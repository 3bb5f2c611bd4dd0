import type { StoredAnswers } from '../db/application/answers.ts';

export type Answers = StoredAnswers;
export type ErrorsByKey = Record<string, string[]>;

/** What the application service needs to know about the form; built from the schema files by the shared engine. */
export interface FormRules {
  /** Page names in order (`about`, `education`, `final-steps`); their paths are `/${page}`. */
  pages: readonly string[];
  /** Why `value` may not be stored under `key` (unknown key, wrong type, too long), or null when it may. */
  answerProblem(key: string, value: string | boolean): string | null;
  isAnswerKey(key: string): boolean;
  /** The answers with every key of a hidden section cleared. */
  clearHiddenAnswers(answers: Answers): Answers;
  /** The full validation of every page; `today` is `YYYY-MM-DD`. */
  validateAll(answers: Answers, today: string): Record<string, ErrorsByKey>;
  /** How many blocks an AddAnother button may show (its number of prefixes, at most 10); undefined for an unknown id. */
  addAnotherMaximum(buttonId: string): number | undefined;
  addAnotherButtonIds(): string[];
  /** A Tabs group: its default tab and, per tab key, the answer keys cleared when another tab is chosen. */
  tabGroup(tabId: string): { defaultTab: string; clearKeysByTab: Record<string, string[]> } | undefined;
  tabIds(): string[];
}
