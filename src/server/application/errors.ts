import { messageError, type RequestError } from '../http/request-error.ts';

/** What a change to a submitted application answers (texts-and-settings/messages.json), in the request's language. */
export const frozenError = (): RequestError => messageError(409, 'applicationFrozen');
