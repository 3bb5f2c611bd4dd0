/** A refusal the client caused: the errors plugin answers it with this status and `{message}`. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const FROZEN_MESSAGE = 'The application has been submitted and can no longer be changed.';
