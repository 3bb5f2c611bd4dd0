import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKnownAnswerKey } from '../../../../src/shared/form/index.ts';
import { completeApplication } from '../../../support/complete-application.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, uniqueUsername } from '../helpers/session.ts';

/**
 * When staff remove a question, the answers already stored under its key stay in the database: nothing the server
 * does afterwards (saving, choosing a tab, submitting, reading the profile) deletes them, so putting the question
 * back, or an export, still finds them. The stored row below stands for an answer saved before the question was
 * removed from the files.
 */
let test: TestApp;
const RETIRED = 'retired_question';

beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
});
afterAll(() => test.close());

describe('an answer whose question was removed', () => {
  it('is kept through saves, tab choices and submitting', async () => {
    expect(isKnownAnswerKey(RETIRED)).toBe(false);
    const username = uniqueUsername('retired');
    const applicant = await logInNewApplicant(test.app, username);
    expect((await applicant.put('/api/answer', { first_name: 'Maria' })).statusCode).toBe(200);
    const { id } = await test.app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow();
    await test.app.db
      .insertInto('answer')
      .values({ applicant_id: id, key: RETIRED, value: JSON.stringify('saved before it was removed') })
      .execute();
    const stored = () => test.app.db.selectFrom('answer').select('value').where('applicant_id', '=', id).where('key', '=', RETIRED).execute();

    expect((await applicant.put('/api/answer', completeApplication())).statusCode).toBe(200);
    expect((await applicant.put('/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'upload' })).statusCode).toBe(200);
    expect((await applicant.put('/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'type' })).statusCode).toBe(200);
    expect((await applicant.get('/api/profile')).statusCode).toBe(200);
    expect(await stored()).toEqual([{ value: JSON.stringify('saved before it was removed') }]);

    const submitted = await applicant.post('/api/submit', {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await stored()).toEqual([{ value: JSON.stringify('saved before it was removed') }]);
  });
});
