/** A call failed on the server's side (or never reached it); `message` is what the applicant may read. */
export class ServerError extends Error {
  readonly status: number;
  /** The server's machine-readable `code`, when it sent one (e.g. 'UserNotConfirmedException'). */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ServerError';
    this.status = status;
    this.code = code;
  }
}

/** The server answered 401; `message` is the server's own text. */
export class UnauthorizedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnauthorizedError';
  }
}
