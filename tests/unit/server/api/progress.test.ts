import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveWebStatus } from '../../../../src/shared/form/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';
import { staffText } from '../../../support/staff-text.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** Each test its own applicant, so any test runs alone (`-t`) and in any order. */
async function newApplicant() {
  const applicant: ApplicantBrowser = await logInNewApplicant(test.app);
  const profile = async () => (await applicant.get('/api/profile')).json();
  return { applicant, profile };
}

describe('POST /api/web-status', () => {
  it('records started once, however often it is posted (the client retries)', async () => {
    const { applicant, profile } = await newApplicant();
    for (let i = 0; i < 3; i++) {
      expect((await applicant.post('/api/web-status', { web_status: 'started' })).statusCode).toBe(200);
    }
    expect((await profile()).web_status).toEqual([{ web_status: 'started' }]);
  });

  it('refuses submitted before the application was submitted, and changes nothing', async () => {
    const { applicant, profile } = await newApplicant();
    await applicant.post('/api/web-status', { web_status: 'started' });
    const response = await applicant.post('/api/web-status', { web_status: 'submitted' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/\/api\/submit/);
    expect(deriveWebStatus((await profile()).web_status)).toBe('started');
  });

  it('moves from started to validating, once', async () => {
    const { applicant, profile } = await newApplicant();
    await applicant.post('/api/web-status', { web_status: 'started' });
    expect((await applicant.post('/api/web-status', { web_status: 'validating' })).statusCode).toBe(200);
    expect((await applicant.post('/api/web-status', { web_status: 'validating' })).statusCode).toBe(200);
    const list = (await profile()).web_status;
    expect(list).toEqual([{ web_status: 'started' }, { web_status: 'validating' }]);
    expect(deriveWebStatus(list)).toBe('validating');
  });

  it.each([{ web_status: 'done' }, { web_status: 'started', extra: 1 }, {}, { web_status: 3 }])('refuses %j with 400, recording nothing', async (body) => {
    const { applicant, profile } = await newApplicant();
    const response = await applicant.post('/api/web-status', body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect((await profile()).web_status).toEqual([]);
  });
});

describe('PUT /api/last-page', () => {
  it('stores one of the three page paths', async () => {
    const { applicant, profile } = await newApplicant();
    expect((await applicant.put('/api/last-page', { last_page: '/education' })).statusCode).toBe(200);
    expect((await profile()).last_page).toBe('/education');
  });

  it.each([{ last_page: '/completion' }, { last_page: 'education' }, { last_page: '/about', x: 1 }, {}])('refuses %j with 400 and keeps the last page', async (body) => {
    const { applicant, profile } = await newApplicant();
    await applicant.put('/api/last-page', { last_page: '/final-steps' });
    expect((await applicant.put('/api/last-page', body)).statusCode).toBe(400);
    expect((await profile()).last_page).toBe('/final-steps');
  });
});

describe('POST /api/validations', () => {
  const requiredFirstName = () => staffText('schemas/about.schema.json', '/errorMessage/required/first_name');

  /** Everything the database holds of the applicant's application row (undefined: none). */
  async function applicationRow(applicant: ApplicantBrowser): Promise<Record<string, unknown> | undefined> {
    const email = (await applicant.get('/api/session')).json().username as string;
    const user = await test.app.db.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return test.app.db.selectFrom('application').selectAll().where('applicant_id', '=', user.id).executeTakeFirst();
  }

  it('checks a map by page or flat and keeps nothing of it (nothing would read it)', async () => {
    const { applicant } = await newApplicant();
    const byPage = {
      about: { last_name: [staffText('schemas/about.schema.json', '/errorMessage/required/last_name')], zip: ['Zip code must be at least 5 characters.'] },
      education: {},
    };
    expect((await applicant.post('/api/validations', byPage)).statusCode).toBe(200);
    expect(await applicationRow(applicant)).toBeUndefined();
    expect((await applicant.put('/api/answer', { first_name: 'Ada' })).statusCode).toBe(200);
    const before = await applicationRow(applicant);
    expect(before).not.toHaveProperty('validations');
    expect((await applicant.post('/api/validations', { first_name: [requiredFirstName()] })).statusCode).toBe(200);
    expect(await applicationRow(applicant)).toEqual(before);
  });

  it.each([
    ['an unknown key', { favourite_colour: ['Pick one'] }],
    ['an unknown page', { contact: { first_name: ['Required'] } }],
    ['an unknown key inside a page', { about: { favourite_colour: ['Pick one'] } }],
    ['a message that is not text', { first_name: [1] }],
    ['messages that are not a list', { first_name: 'Required' }],
    ['an over-long message', { first_name: ['x'.repeat(1001)] }],
  ])('refuses %s with 400', async (_case, body) => {
    const { applicant } = await newApplicant();
    const response = await applicant.post('/api/validations', body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});
