import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, readMails } from '../../support/mail-files.ts';
import { buildTestApp, type TestApp } from './helpers/build.ts';
import { TEST_ORIGIN, TEST_PASSWORD, applicantBrowser, uniqueUsername } from './helpers/session.ts';

const lines: string[] = [];
/** The fields of a request log line these tests read. */
interface LogEntry {
  req?: { path?: string };
  res?: { statusCode?: number };
  responseTime?: unknown;
}
let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp(
    { LOG_LEVEL: 'debug' },
    {
      logStream: { write: (line) => void lines.push(line) },
      extend(app) {
        app.get('/api/test-only/explode', async () => {
          throw new Error('exploded on purpose');
        });
      },
    },
  );
});
afterAll(() => test.close());

describe('request logs', () => {
  it('are structured lines with method, path and status', async () => {
    await test.app.inject({ method: 'GET', url: '/healthz?probe=lb-7' });
    const entries = lines.map((line) => JSON.parse(line) as LogEntry);
    const incoming = entries.find((e) => e.req?.path === '/healthz');
    expect(incoming?.req).toEqual({ method: 'GET', path: '/healthz', ip: '127.0.0.1' });
    expect(entries.some((e) => e.res?.statusCode === 200 && typeof e.responseTime === 'number')).toBe(true);
  });

  it('hold no cookies, authorization, query strings, passwords, codes or answer values', async () => {
    const username = uniqueUsername('logs');
    const browser = applicantBrowser(test.app);
    await browser.post('/public/signup', { username, password: TEST_PASSWORD });
    await test.app.mailer.settled();
    const code = codeIn(
      readMails(test.config.mailDir)
        .filter((m) => m.to === username)
        .at(-1)!,
    );
    await browser.post('/public/confirm', { username, code });
    const login = await browser.post('/public/login', { username, password: TEST_PASSWORD });
    const session = (login.cookies as Array<{ name: string; value: string }>).find((c) => c.name.endsWith('session_token'));
    expect(session).toBeDefined();
    expect((await browser.put('/api/answer', { first_name: 'Zebulon-Answer-Value' })).statusCode).toBe(200);
    await test.app.inject({
      method: 'GET',
      url: '/reset?username=query-user%40example.org&id=query-code-4711',
      headers: { cookie: 'session=cookie-value-0815', authorization: 'Bearer bearer-token-0042' },
    });
    await test.app.inject({ method: 'GET', url: '/api/test-only/explode?token=query-token-9999' });
    await test.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ username, password: 'Wrong-Password-Typed-1' }),
    });

    const log = lines.join('');
    expect(log).toContain('exploded on purpose'); // the 500 is logged, with its path
    for (const secret of [
      TEST_PASSWORD,
      'Wrong-Password-Typed-1',
      code,
      'Zebulon-Answer-Value',
      'cookie-value-0815',
      'bearer-token-0042',
      'query-code-4711',
      'query-user',
      'query-token-9999',
    ]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
    // The session token in full and in part (a signed cookie is token.signature).
    for (const part of [session!.value, ...session!.value.split('.')]) expect(log, 'the log holds the session').not.toContain(part);
  });
});
