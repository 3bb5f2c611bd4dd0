import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../../../support/complete-application.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { applicantBrowser, logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

interface Draft {
  answers: Record<string, string | boolean>;
  typedAt: string | null;
}

async function draftOf(applicant: ApplicantBrowser): Promise<Draft> {
  const response = await applicant.get('/api/draft');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** PUT /api/draft from one tab: the keys it sets and the keys it no longer holds unsaved. */
const sendDraft = (applicant: ApplicantBrowser, answers: Record<string, unknown>, drop: string[] = []) => applicant.put('/api/draft', { answers, drop });

async function answersOf(applicant: ApplicantBrowser): Promise<Record<string, unknown>> {
  return (await applicant.get('/api/profile')).json().answer;
}

/** The stored rows of an applicant's draft, as the database holds them. */
async function storedDraft(applicant: ApplicantBrowser) {
  const username = (await applicant.get('/api/session')).json().username as string;
  const user = await test.app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow();
  return test.app.db.selectFrom('answer_draft').select(['key', 'value']).where('applicant_id', '=', user.id).orderBy('key').execute();
}

describe('the draft routes without a session', () => {
  it.each([
    ['GET', undefined],
    ['PUT', { first_name: 'Ada' }],
    ['DELETE', {}],
  ] as const)('%s /api/draft answers 401', async (method, body) => {
    const visitor = applicantBrowser(test.app);
    const response = method === 'GET' ? await visitor.get('/api/draft') : method === 'PUT' ? await visitor.put('/api/draft', body) : await visitor.delete('/api/draft');
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/draft', () => {
  it('keeps what was typed apart from the answers and gives it back with the time it was sent', async () => {
    const applicant = await logInNewApplicant(test.app);
    await applicant.put('/api/answer', { first_name: 'Saved' });
    const before = Date.now();
    expect((await sendDraft(applicant, { first_name: 'Typed', optin_sms_ind: true })).statusCode).toBe(200);
    const draft = await draftOf(applicant);
    expect(draft.answers).toEqual({ first_name: 'Typed', optin_sms_ind: true });
    expect(Date.parse(draft.typedAt!)).toBeGreaterThanOrEqual(before - 1000);
    // The answers never see it: the profile (what the summary, validation and the PDF read) still has the saved value.
    expect(await answersOf(applicant)).toMatchObject({ first_name: 'Saved' });
    expect((await answersOf(applicant)).optin_sms_ind).toBeUndefined();
  });

  it('sets the keys it carries and drops the keys it lists, every other key kept', async () => {
    const applicant = await logInNewApplicant(test.app);
    await sendDraft(applicant, { first_name: 'Ada', city: 'Boulder' });
    await sendDraft(applicant, { city: 'Denver' });
    expect((await draftOf(applicant)).answers).toEqual({ first_name: 'Ada', city: 'Denver' });
    await sendDraft(applicant, { zip: '80301' }, ['first_name']);
    expect((await draftOf(applicant)).answers).toEqual({ city: 'Denver', zip: '80301' });
    await sendDraft(applicant, {}, ['city', 'zip']);
    expect(await draftOf(applicant)).toEqual({ answers: {}, typedAt: null });
  });

  it('two tabs of one applicant typing on different pages keep both drafts', async () => {
    const tabA = await logInNewApplicant(test.app);
    // The second tab shares the first one's session, as two tabs of one browser do.
    const tabB = applicantBrowser(test.app);
    const cookie = tabA.cookieHeader();
    const asTabB = (answers: Record<string, unknown>, drop: string[] = []) =>
      test.app.inject({
        method: 'PUT',
        url: '/api/draft',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie },
        payload: JSON.stringify({ answers, drop }),
      });
    expect(tabB.cookieHeader()).toBe('');
    expect((await sendDraft(tabA, { first_name: 'Ada', city: 'London' })).statusCode).toBe(200);
    expect((await asTabB({ hs_name: 'Central High', activity_name: 'Chess' })).statusCode).toBe(200);
    // Tab A types on, and stops holding city unsaved: only that key goes.
    expect((await sendDraft(tabA, { first_name: 'Ada L.' }, ['city'])).statusCode).toBe(200);
    expect((await draftOf(tabA)).answers).toEqual({ first_name: 'Ada L.', hs_name: 'Central High', activity_name: 'Chess' });
  });

  it('two tabs sending at the same moment keep both changes', async () => {
    const tabA = await logInNewApplicant(test.app);
    await sendDraft(tabA, { city: 'London' });
    const tabB = (answers: Record<string, unknown>, drop: string[]) =>
      test.app.inject({
        method: 'PUT',
        url: '/api/draft',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: tabA.cookieHeader() },
        payload: JSON.stringify({ answers, drop }),
      });
    const sent = await Promise.all([sendDraft(tabA, { first_name: 'Ada' }, ['city']), tabB({ hs_name: 'Central High' }, [])]);
    expect(sent.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await draftOf(tabA)).answers).toEqual({ first_name: 'Ada', hs_name: 'Central High' });
  });

  it('refuses a key both set and dropped, and a dropped key outside the data model, keeping the draft it had', async () => {
    const applicant = await logInNewApplicant(test.app);
    await sendDraft(applicant, { city: 'Chicago', zip: '60601' });
    const both = await sendDraft(applicant, { city: 'Springfield' }, ['city']);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/city/);
    const unknown = await sendDraft(applicant, { city: 'Springfield' }, ['favourite_colour', 'zip']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/favourite_colour/);
    expect((await draftOf(applicant)).answers).toEqual({ city: 'Chicago', zip: '60601' });
  });

  it.each([
    ['a bare answer map', { city: 'Boulder' }],
    ['no drop list', { answers: { city: 'Boulder' } }],
    ['a drop list of non-strings', { answers: {}, drop: [1] }],
    ['a key dropped twice', { answers: {}, drop: ['city', 'city'] }],
    ['another property', { answers: {}, drop: [], applicant_id: 'someone' }],
  ])('refuses %s with 400', async (_case, body) => {
    const applicant = await logInNewApplicant(test.app);
    await sendDraft(applicant, { city: 'Chicago' });
    expect((await applicant.put('/api/draft', body)).statusCode).toBe(400);
    expect((await draftOf(applicant)).answers).toEqual({ city: 'Chicago' });
  });

  it.each([
    ['an unknown key', { favourite_colour: 'blue' }, /favourite_colour/],
    ['text for a checkbox', { race_black: 'yes' }, /race_black/],
    ['a boolean for a text question', { city: true }, /city/],
    ['a number', { zip: 62704 }, /zip/],
    ['null', { city: null }, /city/],
    ['a text longer than its limit', { first_name: 'x'.repeat(46) }, /first_name/],
  ])('refuses %s with 400 as PUT /api/answer does, and keeps the draft it had', async (_case, bad, key) => {
    const applicant = await logInNewApplicant(test.app);
    await sendDraft(applicant, { city: 'Chicago' });
    const answerResponse = await applicant.put('/api/answer', { city: 'Springfield', ...bad });
    const response = await sendDraft(applicant, { city: 'Springfield', ...bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(key);
    // The same message, naming where the answers are in the draft's body.
    expect(response.json().message).toBe(answerResponse.json().message.replace('body/', 'body/answers/'));
    expect((await draftOf(applicant)).answers).toEqual({ city: 'Chicago' });
  });

  it('refuses more keys than an answer map may hold, and a body that is not an object', async () => {
    const applicant = await logInNewApplicant(test.app);
    const tooMany = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`k${i}`, 'x']));
    expect((await sendDraft(applicant, tooMany)).statusCode).toBe(400);
    expect((await sendDraft(applicant, {}, Object.keys(tooMany))).statusCode).toBe(400);
    expect((await applicant.put('/api/draft', ['first_name'])).statusCode).toBe(400);
    expect(await draftOf(applicant)).toEqual({ answers: {}, typedAt: null });
  });

  it('stores the SSN sealed, as the answers store it, and the date of birth as typed', async () => {
    const applicant = await logInNewApplicant(test.app);
    await sendDraft(applicant, { ssn: '123-45-6789', birth_date: '2008-04-15' });
    const rows = await storedDraft(applicant);
    expect(rows.find((row) => row.key === 'ssn')!.value).not.toContain('123-45-6789');
    expect(rows.find((row) => row.key === 'birth_date')!.value).toBe('"2008-04-15"');
    expect((await draftOf(applicant)).answers).toEqual({ ssn: '123-45-6789', birth_date: '2008-04-15' });
  });
});

describe('a save and the draft', () => {
  it('PUT /api/answer drops the keys it saved from the draft and leaves the others', async () => {
    const applicant = await logInNewApplicant(test.app);
    await sendDraft(applicant, { first_name: 'Ada', last_name: 'Lovelace', city: 'London' });
    expect((await applicant.put('/api/answer', { first_name: 'Ada', city: 'London' })).statusCode).toBe(200);
    expect((await draftOf(applicant)).answers).toEqual({ last_name: 'Lovelace' });
  });

  it('a refused save (400) leaves the draft whole', async () => {
    const applicant = await logInNewApplicant(test.app);
    await sendDraft(applicant, { first_name: 'Ada' });
    expect((await applicant.put('/api/answer', { first_name: 'Ada', favourite_colour: 'blue' })).statusCode).toBe(400);
    expect((await draftOf(applicant)).answers).toEqual({ first_name: 'Ada' });
  });
});

describe('DELETE /api/draft', () => {
  it('discards the draft, answers untouched', async () => {
    const applicant = await logInNewApplicant(test.app);
    await applicant.put('/api/answer', { first_name: 'Saved' });
    await sendDraft(applicant, { first_name: 'Typed' });
    expect((await applicant.delete('/api/draft')).statusCode).toBe(200);
    expect(await draftOf(applicant)).toEqual({ answers: {}, typedAt: null });
    expect((await answersOf(applicant)).first_name).toBe('Saved');
  });

  it('refuses a body with anything in it', async () => {
    const applicant = await logInNewApplicant(test.app);
    expect((await sendDraft(applicant, { first_name: 'Typed' })).statusCode).toBe(200);
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/draft',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: applicant.cookieHeader() },
      payload: JSON.stringify({ applicant_id: 'someone' }),
    });
    expect(response.statusCode).toBe(400);
    expect((await draftOf(applicant)).answers).toEqual({ first_name: 'Typed' });
  });
});

describe('one applicant and another', () => {
  it('applicant B can neither read nor replace nor clear A’s draft', async () => {
    const a = await logInNewApplicant(test.app);
    const b = await logInNewApplicant(test.app);
    await sendDraft(a, { first_name: 'Only A', ssn: '123-45-6789' });

    // B reads only B's own (empty) draft, whatever the query names: the session alone says whose draft it is.
    expect(await draftOf(b)).toEqual({ answers: {}, typedAt: null });
    expect((await b.get('/api/draft?applicant=a')).json()).toEqual({ answers: {}, typedAt: null });
    // B's writes and discards touch B's draft only.
    await sendDraft(b, { first_name: 'Only B' });
    // B's drop list naming A's keys drops them from B's draft only.
    expect((await sendDraft(b, {}, ['first_name', 'ssn'])).statusCode).toBe(200);
    expect((await b.delete('/api/draft')).statusCode).toBe(200);
    expect((await b.put('/api/answer', { first_name: 'B saved' })).statusCode).toBe(200);
    expect((await draftOf(a)).answers).toEqual({ first_name: 'Only A', ssn: '123-45-6789' });
  });
});

describe('a submitted application', () => {
  it('takes no draft (409), offers none, and submit never reads one', async () => {
    const applicant = await logInNewApplicant(test.app);
    expect((await applicant.put('/api/answer', completeApplication())).statusCode).toBe(200);
    // A draft with an answer that would fail validation: submit goes by the saved answers alone.
    await sendDraft(applicant, { first_name: '' });
    expect((await applicant.post('/api/submit', {})).statusCode).toBe(200);
    expect(await draftOf(applicant)).toEqual({ answers: {}, typedAt: null });
    const refused = await sendDraft(applicant, { first_name: 'Late' });
    expect(refused.statusCode).toBe(409);
    expect(typeof refused.json().message).toBe('string');
    expect(await storedDraft(applicant)).toEqual([]);
  });
});

describe('the size of the merged draft', () => {
  // A small request limit, so that two drafts that each fit in a request make one that does not.
  const BODY_LIMIT = 1024;
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ BODY_LIMIT: String(BODY_LIMIT) });
  });
  afterAll(() => small.close());

  const hundred = (letter: string) => letter.repeat(100);
  const pageOne = { hs_name: hundred('a'), hs_address_line_1: hundred('b'), hs_2_name: hundred('c'), hs_2_address_line_1: hundred('d'), activity_honors: hundred('i') };
  const pageTwo = {
    hs_3_name: hundred('e'),
    hs_3_address_line_1: hundred('f'),
    hs_4_name: hundred('g'),
    hs_4_address_line_1: hundred('h'),
    activity_2_honors: hundred('j'),
  };

  it('refuses with 413 a draft that fits a request alone but not merged with what is kept, and writes none of it', async () => {
    const applicant = await logInNewApplicant(small.app);
    const draft = async () => (await applicant.get('/api/draft')).json().answers;
    expect(JSON.stringify({ answers: pageTwo, drop: [] }).length).toBeLessThan(BODY_LIMIT);
    expect((await sendDraft(applicant, pageOne)).statusCode).toBe(200);
    const refused = await sendDraft(applicant, pageTwo);
    expect(refused.statusCode).toBe(413);
    expect(typeof refused.json().message).toBe('string');
    expect(await draft()).toEqual(pageOne);
    // Dropping what the tab no longer holds in the same request makes room: the merged draft is what is measured.
    expect((await sendDraft(applicant, pageTwo, Object.keys(pageOne))).statusCode).toBe(200);
    expect(await draft()).toEqual(pageTwo);
  });
});
