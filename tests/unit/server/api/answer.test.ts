import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { authMessages } from '../../../../src/shared/auth/auth-policy.ts';
import { applicantBrowser, logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** Each test its own applicant, so any test runs alone (`-t`) and in any order. */
async function newApplicant() {
  const applicant: ApplicantBrowser = await logInNewApplicant(test.app);
  async function answers(): Promise<Record<string, unknown>> {
    const response = await applicant.get('/api/profile');
    expect(response.statusCode).toBe(200);
    return response.json().answer;
  }
  return { applicant, answers };
}

describe('the application API without a session', () => {
  it.each([
    ['GET', '/api/profile', undefined],
    ['PUT', '/api/answer', { first_name: 'Ada' }],
    ['PUT', '/api/last-page', { last_page: '/about' }],
    ['POST', '/api/web-status', { web_status: 'started' }],
    ['POST', '/api/validations', {}],
    ['POST', '/api/submit', {}],
    ['GET', '/api/add-another', undefined],
    ['PUT', '/api/add-another', { button_id: 'legacy', num_components: 2 }],
    ['GET', '/api/tabs', undefined],
    ['PUT', '/api/tabs', { tab_id: 'essay', chosen_tab: 'upload' }],
  ] as const)('%s %s answers 401 with a message', async (method, url, body) => {
    const visitor = applicantBrowser(test.app);
    const response = method === 'GET' ? await visitor.get(url) : method === 'PUT' ? await visitor.put(url, body) : await visitor.post(url, body);
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('PUT /api/answer', () => {
  it('merges the keys it is given and keeps every other key', async () => {
    const { applicant, answers } = await newApplicant();
    expect((await applicant.put('/api/answer', { first_name: 'Maria', last_name: 'Lopez', race_white: true })).statusCode).toBe(200);
    expect((await applicant.put('/api/answer', { last_name: 'López', race_asian: false })).statusCode).toBe(200);
    expect(await answers()).toMatchObject({ first_name: 'Maria', last_name: 'López', race_white: true, race_asian: false });
  });

  it('stores an empty answer as an empty string', async () => {
    const { applicant, answers } = await newApplicant();
    await applicant.put('/api/answer', { middle_name: 'Elena' });
    await applicant.put('/api/answer', { middle_name: '' });
    expect((await answers()).middle_name).toBe('');
  });

  it('accepts format errors inside known keys while the applicant works', async () => {
    const { applicant, answers } = await newApplicant();
    const response = await applicant.put('/api/answer', { zip: '627', birth_date: '2019-06-01', ssn: '12345' });
    expect(response.statusCode).toBe(200);
    expect(await answers()).toMatchObject({ zip: '627', birth_date: '2019-06-01', ssn: '12345' });
  });

  it.each([
    ['an unknown key', { favourite_colour: 'blue' }, /favourite_colour/],
    ['text for a checkbox', { race_black: 'yes' }, /race_black/],
    ['a boolean for a text question', { city: true }, /city/],
    ['a number', { zip: 62704 }, /zip/],
    ['null', { city: null }, /city/],
    ['a nested object', { city: { name: 'Springfield' } }, /city/],
    ['a text longer than its limit', { first_name: 'x'.repeat(46) }, /first_name/],
  ])('refuses %s with 400 naming the key, and changes nothing', async (_case, bad, key) => {
    const { applicant, answers } = await newApplicant();
    await applicant.put('/api/answer', { city: 'Chicago' });
    const before = await answers();
    const response = await applicant.put('/api/answer', { city: 'Springfield', ...bad, preferred_name: 'Mari' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(key);
    expect(await answers()).toEqual(before);
  });

  // A race test: it must pass the first time, never on a retry.
  it('keeps every key when many saves of different keys arrive at once', { retry: 0 }, async () => {
    const { applicant, answers } = await newApplicant();
    const names = ['first_name', 'middle_name', 'last_name', 'preferred_name', 'city', 'address_line_1', 'address_line_2', 'zip'];
    const responses = await Promise.all(names.map((key) => applicant.put('/api/answer', { [key]: `${key} value` })));
    expect(responses.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    const stored = await answers();
    for (const key of names) expect(stored[key]).toBe(`${key} value`);
  });

  it('refuses a body that is not an object and a request that is not JSON', async () => {
    const { applicant, answers } = await newApplicant();
    expect((await applicant.put('/api/answer', ['first_name'])).statusCode).toBe(400);
    const form = await test.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: 'first_name=Eve',
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual({ message: authMessages.jsonRequired });
    expect((await answers()).first_name).not.toBe('Eve');
  });
});

describe('GET /api/profile', () => {
  it('returns the profile: username, language, last page, logins, statuses, answers and document answers', async () => {
    const { applicant } = await newApplicant();
    const profile = (await applicant.get('/api/profile')).json();
    expect(Object.keys(profile).sort()).toEqual(['answer', 'document_answer', 'language', 'last_page', 'successful_login', 'username', 'web_status'].sort());
    expect(profile.username).toMatch(/@example\.org$/);
    expect(profile.language).toBe('en');
    expect(profile.last_page).toBeNull();
    expect(profile.successful_login).toHaveLength(1);
    expect(profile.web_status).toEqual([]);
    expect(profile.document_answer).toEqual({});
  });
});
