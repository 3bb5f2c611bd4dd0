import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormRules } from '../../../../src/server/application/form-rules.ts';
import { deriveWebStatus, toIsoDate } from '../../../../src/shared/form/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';
import { completeApplication } from '../../../support/complete-application.ts';
import { staffText } from '../../../support/staff-text.ts';

const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/${name}.answers.json`, 'utf8')) as Record<string, string | boolean>;
const incomplete = fixture('about.incomplete');
const complete = completeApplication();

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function profile(applicant: ApplicantBrowser) {
  return (await applicant.get('/api/profile')).json();
}

/** A fresh applicant whose complete application is already submitted. */
async function submittedApplicant(): Promise<ApplicantBrowser> {
  const applicant = await logInNewApplicant(test.app);
  expect((await applicant.put('/api/answer', complete)).statusCode).toBe(200);
  expect((await applicant.post('/api/submit', {})).statusCode).toBe(200);
  return applicant;
}

describe('POST /api/submit', () => {
  it('refuses an incomplete application with 422 and the errors map of every page, and changes nothing', async () => {
    const applicant = await logInNewApplicant(test.app);
    expect((await applicant.put('/api/answer', incomplete)).statusCode).toBe(200);
    await applicant.post('/api/web-status', { web_status: 'validating' });
    const before = await profile(applicant);

    const response = await applicant.post('/api/submit', {});
    expect(response.statusCode).toBe(422);
    const { message, errors } = response.json();
    expect(typeof message).toBe('string');
    expect(Object.keys(errors)).toEqual(['about', 'education', 'final-steps']);
    expect(errors.about.last_name).toEqual([staffText('schemas/about.schema.json', '/errorMessage/required/last_name')]);
    // The same pipeline as the browser and the CLI.
    const rules = createFormRules(test.app.tenant);
    expect(errors).toEqual(rules.validateAll(incomplete, toIsoDate(new Date())));

    expect(await profile(applicant)).toEqual(before);
    expect(deriveWebStatus(before.web_status)).toBe('validating');
  });

  it('submits a complete application, clearing the answers of hidden sections first', async () => {
    const applicant = await logInNewApplicant(test.app);
    // Mailing address "same as permanent" hides the mailing section, whose answers are still stored.
    const answers = { ...complete, mailing_addr_same_as_perm_addr: 'Y', mailing_addr_same_as_perm_addr_desc: 'Yes' };
    expect((await applicant.put('/api/answer', answers)).statusCode).toBe(200);
    expect((await profile(applicant)).answer.mailing_city).toBe('Springfield');

    const response = await applicant.post('/api/submit', {});
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().message).toBe('string');

    const after = await profile(applicant);
    for (const key of ['mailing_address_line_1', 'mailing_city', 'mailing_state', 'mailing_state_desc', 'mailing_zip']) {
      expect(after.answer[key]).toBe('');
    }
    expect(after.answer.first_name).toBe('Maria');
    expect(after.web_status.map((entry: { web_status: string }) => entry.web_status).sort()).toEqual(['started', 'submitted', 'validating']);
    expect(deriveWebStatus(after.web_status)).toBe('submitted');
    // Staff read which kind of application it was: the tenant's intended student type, kept with the row.
    const row = await test.app.db
      .selectFrom('application')
      .innerJoin('auth_user', 'auth_user.id', 'application.applicant_id')
      .select(['intended_student_type', 'submitted_at'])
      .where('auth_user.email', '=', after.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ intended_student_type: test.app.tenant.intendedStudentType, submitted_at: expect.any(String) });
  });

  it('accepts the client posting submitted afterwards, as the flow does (server first, then locally)', async () => {
    const applicant = await submittedApplicant();
    expect((await applicant.post('/api/web-status', { web_status: 'submitted' })).statusCode).toBe(200);
    expect((await applicant.post('/api/web-status', { web_status: 'started' })).statusCode).toBe(200);
    expect(deriveWebStatus((await profile(applicant)).web_status)).toBe('submitted');
  });

  it.each([
    ['PUT', '/api/answer', { first_name: 'Changed' }],
    ['PUT', '/api/last-page', { last_page: '/education' }],
    ['POST', '/api/validations', { first_name: [staffText('schemas/about.schema.json', '/errorMessage/required/first_name')] }],
    ['PUT', '/api/add-another', { button_id: 'legacy', num_components: 2 }],
    ['PUT', '/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'upload' }],
    ['POST', '/api/submit', {}],
  ] as const)('freezes the application: %s %s answers 409 and changes nothing', async (method, url, body) => {
    const applicant = await submittedApplicant();
    const before = await profile(applicant);
    const response = method === 'PUT' ? await applicant.put(url, body) : await applicant.post(url, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/submitted/);
    expect(await profile(applicant)).toEqual(before);
  });

  it('refuses a body on submit', async () => {
    const applicant = await logInNewApplicant(test.app);
    expect((await applicant.post('/api/submit', { force: true })).statusCode).toBe(400);
  });
});
