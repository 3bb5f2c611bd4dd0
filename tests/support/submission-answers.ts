import { ssnAnswerKeys } from '../../src/shared/submission/answer-columns.ts';
import { withHiddenAnswersCleared } from '../../src/shared/form/index.ts';

export type Answers = Record<string, string | boolean>;

/**
 * The answers an applicant typed that a submission keeps: hidden sections cleared by the form engine (with the tabs
 * the applicant chose), nothing empty, and the SSN only for a reader allowed it.
 */
export function expectedAnswers(typed: Answers, { tabs = {}, withSsn = true }: { tabs?: Record<string, string>; withSsn?: boolean } = {}): Answers {
  const kept = withHiddenAnswersCleared(typed, { tabs });
  const ssn = ssnAnswerKeys();
  return Object.fromEntries(Object.entries(kept).filter(([key, value]) => value !== '' && (withSsn || !ssn.has(key))));
}

/** Answers as a CSV holds them: text (booleans as `true`/`false`). */
export const asText = (answers: Answers): Record<string, string> => Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)]));
