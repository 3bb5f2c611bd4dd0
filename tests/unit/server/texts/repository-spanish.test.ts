import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanishFile } from '../../../support/spanish-text.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

/** The repository's own Spanish files reach the answers (the wiring over real files; the words are the files'). */

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe("the repository's Spanish", () => {
  it('words a refused sign-up and the tenant with the Spanish files', async () => {
    const refused = await test.app.inject({
      method: 'POST',
      url: '/public/signup',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'accept-language': 'es' },
      payload: JSON.stringify({ username: 'not-an-email', password: 'Correct-Horse-9-Battery' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      spanishFile<{ properties: { username: { errorMessage: string } } }>('texts-and-settings/auth/signup.schema.json').properties.username.errorMessage,
    );
    const tenant = (await test.app.inject({ method: 'GET', url: '/public/tenant', headers: { 'accept-language': 'es' } })).json();
    expect(tenant.applicationTitle).toBe(spanishFile<{ applicationTitle: string }>('tenants/demo/tenant.json').applicationTitle);
  });
});
