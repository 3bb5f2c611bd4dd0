import type { AnswerProblem } from '../form/data-model.ts';
import { fillText } from './fill-text.ts';
import type { RequestMessageKey } from './text-contracts.ts';

/** What the server answers a call whose body it refuses (texts-and-settings/request-messages.json), in one language. */
export type RequestMessages = Record<RequestMessageKey, string>;

/** Why an answer cannot be stored, in the words of `texts`. */
export function wordAnswerProblem(problem: AnswerProblem, texts: RequestMessages): string {
  return fillText(texts[problem.text], { key: problem.key, ...(problem.text === 'tooLong' ? { limit: String(problem.limit) } : {}) });
}
