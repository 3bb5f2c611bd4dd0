import requestMessageFile from '../../texts-and-settings/request-messages.json' with { type: 'json' };
import type { AnswerProblem } from './form/data-model.ts';
import { fillText } from './texts/fill-text.ts';
import type { RequestMessageKey } from './texts/text-contracts.ts';

/** What the server answers a call whose body it refuses (texts-and-settings/request-messages.json), in one language. */
export type RequestMessages = Record<RequestMessageKey, string>;

/** The English texts, as the staff file has them (the server lays each language's translation over them). */
export const requestMessages: RequestMessages = requestMessageFile;

/** Why an answer cannot be stored, in the words of `texts` (English unless given). */
export function wordAnswerProblem(problem: AnswerProblem, texts: RequestMessages = requestMessages): string {
  return fillText(texts[problem.text], { key: problem.key, ...(problem.text === 'tooLong' ? { limit: String(problem.limit) } : {}) });
}
