import { messages, type MessageKey } from '../../shared/messages.ts';
import { requestMessages, type RequestMessages } from '../../shared/request-messages.ts';
import { fillText } from '../../shared/texts/fill-text.ts';
import type { ServerTexts } from '../texts/server-texts.ts';

/** The statuses a refusal the client caused may carry. */
export type ClientErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 405
  | 406
  | 407
  | 408
  | 409
  | 410
  | 411
  | 412
  | 413
  | 414
  | 415
  | 416
  | 417
  | 418
  | 419
  | 420
  | 421
  | 422
  | 423
  | 424
  | 425
  | 426
  | 427
  | 428
  | 429;

/** Where a refusal's words are in the server's texts of a language (a staff text, so it can be answered in any). */
export type Wording = (texts: ServerTexts) => string;

/**
 * The one error type for a refusal the client caused: throw it anywhere below a route and the errors plugin answers
 * with its status and `{message}` (plus `code` when given). Anything else thrown is a 500 with the generic message.
 * With a wording, the message is the staff text it names in the request's language (`message` is the English one,
 * for logs and callers below the route).
 */
export class RequestError extends Error {
  constructor(
    readonly statusCode: ClientErrorStatus,
    message: string,
    readonly code?: string,
    readonly wording?: Wording,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** The JSON body sent for it, in the language of `texts` when it has a wording. */
  body(texts?: ServerTexts): { message: string; code?: string } {
    const message = texts && this.wording ? this.wording(texts) : this.message;
    return this.code === undefined ? { message } : { message, code: this.code };
  }
}

/**
 * A 400 for a body the server refuses, in texts-and-settings/request-messages.json's words: `words` makes the message
 * from a language's texts, and is given the English ones for the logged message.
 */
export function refusedBody(words: (texts: RequestMessages) => string): RequestError {
  return new RequestError(400, words(requestMessages), undefined, (texts) => words(texts.requests));
}

/** A text of request-messages.json with its placeholders filled in. */
export const requestText =
  (key: keyof RequestMessages, values: Record<string, string>) =>
  (texts: RequestMessages): string =>
    fillText(texts[key], values);

/** A refusal with a text of texts-and-settings/messages.json, answered in the request's language. */
export function messageError(statusCode: ClientErrorStatus, key: MessageKey): RequestError {
  return new RequestError(statusCode, messages[key], undefined, (texts) => texts.messages[key]);
}
