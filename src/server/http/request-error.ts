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

/**
 * The one error type for a refusal the client caused: throw it anywhere below a route and the errors plugin answers
 * with its status and `{message}` (plus `code` when given). Anything else thrown is a 500 with the generic message.
 */
export class RequestError extends Error {
  constructor(
    readonly statusCode: ClientErrorStatus,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** The JSON body sent for it. */
  body(): { message: string; code?: string } {
    return this.code === undefined ? { message: this.message } : { message: this.message, code: this.code };
  }
}
