import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import settings from '../../../../texts-and-settings/temporary-answers.json' with { type: 'json' };
import { createApplicationService } from '../../../../src/server/application/service.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

const HOUR = 3_600_000;
let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** One browser: keeps the cookies GET /public/tmp sets, as a browser would. */
function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  return async (token: string): Promise<LightMyRequestResponse> => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({ method: 'GET', url: `/public/tmp?token=${token}`, headers: cookie ? { cookie } : {} });
    for (const c of response.cookies as Array<{ name: string; value: string }>) jar.set(c.name, c.value);
    return response;
  };
}

/** The service as it was `hoursAgo` hours ago: links made then have aged since. */
function serviceAt(hoursAgo: number) {
  const then = new Date(Date.now() - hoursAgo * HOUR);
  return createApplicationService({
    ...test.app.applicationDeps,
    rules: test.app.application.rules,
    now: () => then,
    intendedStudentType: test.app.tenant.intendedStudentType,
    successfulLogins: async () => [],
  });
}

function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: settings.invalidLink });
}

describe('GET /public/tmp?token=', () => {
  it('gives the answer set to the first browser that opens the link, without a session, as often as it reloads', async () => {
    const answers = { first_name: 'Maria', race_white: true, zip: '627' };
    const token = await test.app.application.createTemporaryAnswers(answers);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const open = browser(test.app);
    const first = await open(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ answer: answers });
    const claim = (first.cookies as Array<{ name: string; httpOnly?: boolean; path?: string; sameSite?: string }>)[0];
    expect(claim).toMatchObject({ name: 'admissions.tmp_claim', httpOnly: true, path: '/public/tmp', sameSite: 'Strict' });
    expect((await open(token)).json()).toEqual({ answer: answers });
  });

  it('refuses the link to a second browser once another has opened it (a forwarded or leaked link)', async () => {
    const token = await test.app.application.createTemporaryAnswers({ first_name: 'Maria' });
    expect((await browser(test.app)(token)).statusCode).toBe(200);
    expectRefused(await browser(test.app)(token));
    expectRefused(await test.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` }));
  });

  it('gives a link opened by many browsers at once to exactly one of them', async () => {
    const token = await test.app.application.createTemporaryAnswers({ first_name: 'Maria' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => browser(test.app)(token)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, ...Array<number>(11).fill(404)]);
  });

  it('lets one browser own several links with one claim cookie', async () => {
    const open = browser(test.app);
    const one = await test.app.application.createTemporaryAnswers({ first_name: 'One' });
    const two = await test.app.application.createTemporaryAnswers({ first_name: 'Two' });
    expect((await open(one)).json()).toEqual({ answer: { first_name: 'One' } });
    const second = await open(two);
    expect(second.json()).toEqual({ answer: { first_name: 'Two' } });
    expect(second.cookies).toEqual([]);
  });

  it(`refuses a link made with the default life once ${settings.defaultHours} hours have passed, even to its owner`, async () => {
    const open = browser(test.app);
    const fresh = await serviceAt(settings.defaultHours - 1).createTemporaryAnswers({ first_name: 'Fresh' });
    expect((await open(fresh)).statusCode).toBe(200);
    const old = await serviceAt(settings.defaultHours + 0.01).createTemporaryAnswers({ first_name: 'Old' });
    expectRefused(await open(old));
    const ownedThenExpired = await serviceAt(2).createTemporaryAnswers({ first_name: 'Owned' }, 1);
    expectRefused(await open(ownedThenExpired));
  });

  it(`refuses to make a link that lives longer than ${settings.maxHours} hours`, async () => {
    await expect(test.app.application.createTemporaryAnswers({ first_name: 'Long' }, settings.maxHours + 1)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(test.app.application.createTemporaryAnswers({ first_name: 'Long' }, 90 * 24)).rejects.toMatchObject({ statusCode: 400 });
    const open = browser(test.app);
    expect((await open(await serviceAt(settings.maxHours - 1).createTemporaryAnswers({ first_name: 'Max' }, settings.maxHours))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token, and ignores a claim cookie that is not one of ours', async () => {
    expectRefused(await test.app.inject({ method: 'GET', url: '/public/tmp?token=not-a-token' }));
    const token = await test.app.application.createTemporaryAnswers({ first_name: 'Maria' });
    const odd = await test.app.inject({ method: 'GET', url: `/public/tmp?token=${token}`, headers: { cookie: 'admissions.tmp_claim=x' } });
    expect(odd.statusCode).toBe(200);
    expect((odd.cookies as Array<{ value: string }>)[0].value).toMatch(/^[\w-]{43}$/);
  });

  it('answers 400 without a token or with another parameter', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/public/tmp' })).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/public/tmp?token=a&x=1' })).statusCode).toBe(400);
  });

  it('keeps only answers the form knows', async () => {
    await expect(test.app.application.createTemporaryAnswers({ favourite_colour: 'blue' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
