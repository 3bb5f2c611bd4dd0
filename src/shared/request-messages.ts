import requestMessageFile from '../../texts-and-settings/request-messages.json' with { type: 'json' };
import type { RequestMessages } from './texts/word-answer-problem.ts';

export type { RequestMessages } from './texts/word-answer-problem.ts';

/** The English texts, as the staff file has them (the server lays each language's translation over them). */
export const requestMessages: RequestMessages = requestMessageFile;
