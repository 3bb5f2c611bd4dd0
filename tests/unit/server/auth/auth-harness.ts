import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { codeIn, readMails, type ReadMail } from '../../../support/mail-files.ts';

const ORIGIN = 'http://localhost';
export const GOOD_PASSWORD = 'Correct-Horse-9-Battery';

let counter = 0;
/** A fresh address per test, so tests can share one database (PostgreSQL in CI). */
export function uniqueEmail(label = 'applicant'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${counter}@example.org`;
}

/** A browser of one applicant: keeps cookies as a browser would and sends JSON from our own origin. */
export function browser(app: FastifyInstance, ip = '127.0.0.1') {
  const jar = new Map<string, string>();
  async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json', origin: ORIGIN }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return response;
  }
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: unknown, headers?: Record<string, string>) => call('POST', url, body, headers),
  };
}

export type Browser = ReturnType<typeof browser>;

export interface AuthApp extends TestApp {
  /** Messages delivered so far (after every queued one has been written). */
  mails(): Promise<ReadMail[]>;
  /** The newest message to this address. */
  lastMailTo(email: string): Promise<ReadMail>;
  /** Signs up, confirms with the mailed code and logs in; returns the logged-in browser. */
  loggedIn(email: string, password?: string, ip?: string): Promise<Browser>;
}

export async function buildAuthApp(env: Record<string, string> = {}): Promise<AuthApp> {
  const test = await buildTestApp(env);
  const mails = async () => {
    await test.app.mailer.settled();
    return readMails(test.config.mailDir);
  };
  const lastMailTo = async (email: string) => {
    const mine = (await mails()).filter((mail) => mail.to === email);
    if (mine.length === 0) throw new Error(`no mail to ${email}`);
    return mine[mine.length - 1];
  };
  return {
    ...test,
    mails,
    lastMailTo,
    async loggedIn(email, password = GOOD_PASSWORD, ip) {
      const b = browser(test.app, ip);
      expectStatus(await b.post('/public/signup', { username: email, password }), 200);
      expectStatus(await b.post('/public/confirm', { username: email, code: codeIn(await lastMailTo(email)) }), 200);
      expectStatus(await b.post('/public/login', { username: email, password }), 200);
      return b;
    },
  };
}

function expectStatus(response: LightMyRequestResponse, status: number): void {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}
