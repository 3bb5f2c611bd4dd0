import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_SAVE_HEADER, answerSaveId } from '../../../../src/shared/form/answer-save-id.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, TEST_ORIGIN } from '../helpers/session.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

let writers = 0;
/** A page's random writer id, as save-answers.ts makes one (32 hex digits). */
const newWriter = () => (++writers).toString(16).padStart(32, 'a');

/** A logged-in applicant whose page sends numbered saves, as the browser does after a retry or a slow network. */
async function applicantPage() {
  const browser = await logInNewApplicant(test.app);
  const put = (body: object, saveId?: string) =>
    test.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: browser.cookieHeader(), ...(saveId ? { [ANSWER_SAVE_HEADER]: saveId } : {}) },
      payload: JSON.stringify(body),
    });
  const answers = async (): Promise<Record<string, unknown>> => (await browser.get('/api/profile')).json().answer;
  return { put, answers };
}

describe('PUT /api/answer with a numbered save', () => {
  it('keeps the newer value when an earlier save of the same page arrives after a later one; its other keys are written', async () => {
    const { put, answers } = await applicantPage();
    const page = newWriter();
    expect((await put({ first_name: 'Newer' }, answerSaveId(page, 2))).statusCode).toBe(200);
    expect((await put({ first_name: 'Older', city: 'Boulder' }, answerSaveId(page, 1))).statusCode).toBe(200);
    expect(await answers()).toMatchObject({ first_name: 'Newer', city: 'Boulder' });
  });

  it('writes a save received twice once: the copy changes nothing written since', async () => {
    const { put, answers } = await applicantPage();
    const page = newWriter();
    await put({ first_name: 'Ada' }, answerSaveId(page, 1));
    await put({ first_name: 'Grace' }, answerSaveId(page, 2));
    expect((await put({ first_name: 'Ada' }, answerSaveId(page, 1))).statusCode).toBe(200);
    expect((await put({ first_name: 'Not this' }, answerSaveId(page, 2))).statusCode).toBe(200);
    expect((await answers()).first_name).toBe('Grace');
  });

  it('ends with the last save of a page when its saves arrive together in reverse order', { retry: 0 }, async () => {
    const { put, answers } = await applicantPage();
    const page = newWriter();
    const numbers = Array.from({ length: 20 }, (_, i) => 20 - i);
    const responses = await Promise.all(numbers.map((n) => put({ first_name: `Save ${n}`, [`hs_name`]: `School ${n}` }, answerSaveId(page, n))));
    expect(responses.map((response) => response.statusCode)).toEqual(numbers.map(() => 200));
    expect(await answers()).toMatchObject({ first_name: 'Save 20', hs_name: 'School 20' });
  });

  it('orders only the saves of one page: another page (another device) writes over it, as a save without a number does', async () => {
    const { put, answers } = await applicantPage();
    await put({ first_name: 'Laptop' }, answerSaveId(newWriter(), 5));
    await put({ first_name: 'Phone' }, answerSaveId(newWriter(), 1));
    expect((await answers()).first_name).toBe('Phone');
    await put({ first_name: 'Script' });
    expect((await answers()).first_name).toBe('Script');
  });

  it.each(['not-a-save-id', `${'a'.repeat(32)}:0`, `${'A'.repeat(32)}:1`, `${'a'.repeat(32)}:1, ${'a'.repeat(32)}:2`])(
    'refuses a malformed save id %s with 400 and writes nothing',
    async (saveId) => {
      const { put, answers } = await applicantPage();
      const response = await put({ first_name: 'Ada' }, saveId);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
      expect((await answers()).first_name).toBeUndefined();
    },
  );
});
