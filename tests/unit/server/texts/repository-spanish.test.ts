import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../../../src/server/staff-folder/staff-folder.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

/** The repository's own Spanish files reach the answers (the wiring over real files; the words are the files'). */

const spanish = (relative: string) => JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'texts-and-settings/translations/es', relative), 'utf8'));

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
    expect(refused.json().message).toBe(spanish('texts-and-settings/auth/signup.schema.json').properties.username.errorMessage);
    const tenant = (await test.app.inject({ method: 'GET', url: '/public/tenant', headers: { 'accept-language': 'es' } })).json();
    expect(tenant.applicationTitle).toBe(spanish('tenants/demo/tenant.json').applicationTitle);
  });
});
