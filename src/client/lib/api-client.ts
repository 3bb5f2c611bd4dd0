import { ServerError, UnauthorizedError } from './errors.ts';
import { currentLanguage } from './language/chosen-language.ts';
import { messages } from './messages.ts';

type UnauthorizedHandler = (error: UnauthorizedError) => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;
/** A 401 met before any handler was registered (the first page's data is fetched before the app mounts). */
let unhandledUnauthorized: UnauthorizedError | null = null;

/**
 * Registers what happens when a session-protected call (/api/…) answers 401, and hands it a 401 that came before it
 * was registered. Public calls answer 401 for wrong credentials too, so they only raise the error for the card to
 * show. Returns the function that unregisters it.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  const early = unhandledUnauthorized;
  unhandledUnauthorized = null;
  if (early) handler(early);
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Log-outs in progress, and log-outs done: a 401 caused by our own log-out is no expired session. */
let loggingOut = 0;
let loggedOut = 0;

/**
 * The call that ends the session (a log-out). Other calls in flight meanwhile, such as a poll for the PDF, answer 401
 * once the server has ended the session: that is the log-out's doing, so they do not send the student to /login
 * saying the session is invalid (which would replace the log-out's own message). The log-out's own 401 still does.
 */
async function endSession<T>(path: string): Promise<T> {
  loggingOut += 1;
  try {
    return await request<T>('GET', path, undefined, true);
  } finally {
    loggingOut -= 1;
    loggedOut += 1;
  }
}

const NOT_JSON = Symbol('not JSON');

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return NOT_JSON;
  }
}

function stringField(body: unknown, field: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

const serverMessage = (body: unknown) => stringField(body, 'message');

/** What some calls add: headers of their own, and a time after which no answer counts as a failure (status 0). */
export interface RequestOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The request outlives the page (sent while it is hidden or closing); the browser caps such bodies at 64 KB. */
  keepalive?: boolean;
}

async function request<T>(method: string, path: string, body?: unknown, endsSession = false, options: RequestOptions = {}): Promise<T> {
  const logOutsBefore = loggedOut;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // The server answers every text in the language the applicant reads the pages in.
      headers: { ...options.headers, 'content-type': 'application/json', accept: 'application/json', 'accept-language': currentLanguage() },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs),
      keepalive: options.keepalive,
    });
  } catch {
    throw new ServerError(messages.genericError, 0);
  }
  // No content (a setting saved) is a success with nothing to read.
  if (response.status === 204) return undefined as T;
  const payload = await readJson(response);
  if (response.status === 401) {
    const error = new UnauthorizedError(serverMessage(payload) ?? messages.sessionInvalid);
    const causedByLogOut = !endsSession && (loggingOut > 0 || loggedOut !== logOutsBefore);
    if (path.startsWith('/api/') && !causedByLogOut) {
      if (unauthorizedHandler) unauthorizedHandler(error);
      else unhandledUnauthorized = error;
    }
    throw error;
  }
  if (payload === NOT_JSON) throw new ServerError(messages.genericError, response.status);
  if (!response.ok) {
    throw new ServerError(serverMessage(payload) ?? messages.genericError, response.status, stringField(payload, 'code'));
  }
  return payload as T;
}

/**
 * Every call of the client: JSON in and out, same-origin cookies; a 401 throws UnauthorizedError, any other failure
 * a ServerError with the server's message or the generic one.
 */
export const apiClient = {
  get: <T>(path: string) => request<T>('GET', path),
  // A JSON body on every call: the server refuses a JSON content type with no body.
  delete: <T>(path: string) => request<T>('DELETE', path, {}),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, false, options),
  endSession,
};
