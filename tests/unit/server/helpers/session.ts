import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { codeIn, readMails } from '../../../support/mail-files.ts';

/** The origin `app.inject` requests come from (the CSRF check compares it with the request's own). */
export const TEST_ORIGIN = 'http://localhost';
export const TEST_PASSWORD = 'Correct-Horse-9-Battery';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One applicant's browser: keeps cookies as a browser does and sends JSON bodies from our own origin. */
export function applicantBrowser(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> {
    const cookie = cookieHeader();
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json', origin: TEST_ORIGIN }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return response;
  }
  return {
    /** The Cookie header this browser sends now. */
    cookieHeader,
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    delete: (url: string) => call('DELETE', url, {}),
  };
}

export type ApplicantBrowser = ReturnType<typeof applicantBrowser>;

let counter = 0;
/** A fresh address per call, so tests can share one database (PostgreSQL in CI). */
export function uniqueUsername(label = 'applicant'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${counter}@example.org`;
}

function expectOk(response: LightMyRequestResponse, step: string): void {
  if (response.statusCode !== 200) throw new Error(`${step}: ${response.statusCode} ${response.body}`);
}

/**
 * Signs a new applicant up, confirms the account with the code from the mail file in the app's mail folder,
 * logs in, and returns the logged-in browser.
 */
export async function logInNewApplicant(app: FastifyInstance, username = uniqueUsername(), remoteAddress?: string): Promise<ApplicantBrowser> {
  const browser = applicantBrowser(app, remoteAddress);
  expectOk(await browser.post('/public/signup', { username, password: TEST_PASSWORD }), 'sign up');
  await app.mailer.settled();
  const mail = readMails(app.config.mailDir)
    .filter((m) => m.to === username)
    .at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${username}`);
  expectOk(await browser.post('/public/confirm', { username, code: codeIn(mail) }), 'confirm');
  expectOk(await browser.post('/public/login', { username, password: TEST_PASSWORD }), 'log in');
  return browser;
}
