import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceTokens } from '../../../../src/server/pdf/service-tokens.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, uniqueUsername, type ApplicantBrowser } from '../helpers/session.ts';

const MINUTE = 60_000;
let test: TestApp;
let maria: ApplicantBrowser;
let mariaId: string;
let otherId: string;

async function idOf(username: string): Promise<string> {
  const row = await test.app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  test = await buildTestApp();
  const mariaName = uniqueUsername('maria');
  maria = await logInNewApplicant(test.app, mariaName);
  mariaId = await idOf(mariaName);
  const otherName = uniqueUsername('other');
  const other = await logInNewApplicant(test.app, otherName);
  otherId = await idOf(otherName);
  expect((await maria.put('/api/answer', { first_name: 'Maria', race_white: true })).statusCode).toBe(200);
  expect((await maria.put('/api/add-another', { button_id: 'legacy', num_components: 2 })).statusCode).toBe(200);
  expect((await other.put('/api/answer', { first_name: 'Other' })).statusCode).toBe(200);
});
afterAll(() => test.close());

const readPayload = (token: string) => test.app.inject({ method: 'GET', url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}` });

describe('GET /service/tmp-pdf?service_token=', () => {
  it("returns the token's applicant's answers, blocks, documents and tabs, and nobody else's", async () => {
    const token = await test.app.serviceTokens.mint(mariaId, 'render', 5 * MINUTE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await readPayload(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['add_another', 'answer', 'document_answer', 'tabs']);
    expect(body.answer).toMatchObject({ first_name: 'Maria', race_white: true });
    expect(body.add_another).toEqual({ legacy: 2 });
    expect(JSON.stringify(body)).not.toContain('Other');
  });

  it('reads once: the same token again is 401', async () => {
    const token = await test.app.serviceTokens.mint(otherId, 'render', 5 * MINUTE);
    expect((await readPayload(token)).statusCode).toBe(200);
    const again = await readPayload(token);
    expect(again.statusCode).toBe(401);
    expect(typeof again.json().message).toBe('string');
  });

  it('refuses an unknown token, an expired one and a download token with 401', async () => {
    expect((await readPayload('not-a-token')).statusCode).toBe(401);
    const tenMinutesAgo = new Date(Date.now() - 10 * MINUTE);
    const past = createServiceTokens({ db: test.app.db, now: () => tenMinutesAgo });
    const expired = await past.mint(mariaId, 'render', 5 * MINUTE);
    expect((await readPayload(expired)).statusCode).toBe(401);
    const download = await test.app.serviceTokens.mint(mariaId, 'download', 5 * MINUTE);
    expect((await readPayload(download)).statusCode).toBe(401);
  });

  it('keeps only the hash of a token', async () => {
    const token = await test.app.serviceTokens.mint(mariaId, 'render', 5 * MINUTE);
    const rows = await test.app.db.selectFrom('service_token').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('answers 400 without a token or with another parameter', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/service/tmp-pdf' })).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/service/tmp-pdf?service_token=a&x=1' })).statusCode).toBe(400);
  });
});

describe('a service token is no session', () => {
  const apiRoutes: Array<['GET' | 'PUT' | 'POST', string]> = [
    ['GET', '/api/profile'],
    ['GET', '/api/pdf'],
    ['GET', '/api/session'],
    ['GET', '/api/add-another'],
    ['GET', '/api/tabs'],
    ['PUT', '/api/answer'],
    ['POST', '/api/submit'],
  ];

  it('cannot call any /api route, in the query, as a bearer or as a cookie', async () => {
    for (const [method, url] of apiRoutes) {
      const token = await test.app.serviceTokens.mint(mariaId, 'render', 5 * MINUTE);
      const attempts = [
        { url: `${url}?service_token=${token}` },
        { url, headers: { authorization: `Bearer ${token}` } },
        { url, headers: { cookie: `service_token=${token}` } },
      ];
      for (const attempt of attempts) {
        const response = await test.app.inject({
          method,
          ...attempt,
          headers: { ...attempt.headers, ...(method === 'GET' ? {} : { 'content-type': 'application/json', origin: 'http://localhost' }) },
          ...(method === 'GET' ? {} : { payload: method === 'PUT' ? '{"first_name":"Hacked"}' : '{}' }),
        });
        expect(response.statusCode, `${method} ${attempt.url}`).toBe(401);
      }
      // Still unused: the refusals above did not read it.
      expect((await readPayload(token)).statusCode).toBe(200);
    }
    const profile = (await maria.get('/api/profile')).json();
    expect(profile.answer.first_name).toBe('Maria');
  });
});
