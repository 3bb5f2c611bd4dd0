import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../../../../src/server/application/service.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

const HOUR = 3_600_000;
let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe('GET /public/tmp?token=', () => {
  it('returns a temporary answer set to anyone holding its token, without a session', async () => {
    const answers = { first_name: 'Maria', race_white: true, zip: '627' };
    const token = await test.app.application.createTemporaryAnswers(answers, HOUR);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await test.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ answer: answers });
  });

  it('answers 404 for an unknown token', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/public/tmp?token=not-a-token' });
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().message).toBe('string');
  });

  it('answers 404 once the set has expired', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    const pastService = createApplicationService({
      db: test.app.db,
      rules: test.app.application.rules,
      now: () => twoHoursAgo,
      intendedStudentType: test.app.tenant.intendedStudentType,
      successfulLogins: async () => [],
    });
    const token = await pastService.createTemporaryAnswers({ first_name: 'Old' }, HOUR);
    expect((await pastService.readTemporaryAnswers(token))?.first_name).toBe('Old');
    expect((await test.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` })).statusCode).toBe(404);
  });

  it('answers 400 without a token or with another parameter', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/public/tmp' })).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/public/tmp?token=a&x=1' })).statusCode).toBe(400);
  });

  it('keeps only answers the form knows', async () => {
    await expect(test.app.application.createTemporaryAnswers({ favourite_colour: 'blue' }, HOUR)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
