import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAnotherButtonIds, addAnotherMaximum, largestAddAnotherMaximum, tabIds } from '../../../../src/shared/form/form-groups.ts';
import { uploadQuestionKeys } from '../../../../src/shared/documents/upload-questions.ts';
import { requestMessages, type RequestMessages } from '../../../../src/shared/request-messages.ts';
import { fillText } from '../../../../src/shared/texts/fill-text.ts';
import { spanishFile } from '../../../support/spanish-text.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, TEST_ORIGIN, type ApplicantBrowser } from '../helpers/session.ts';

/**
 * A refused body is answered in the language the request asks for (Accept-Language), with the repository's own
 * Spanish: the validator's words of a body failing its route's schema (texts-and-settings/validator-words.json), and
 * the answer save's and the validations' refusals (texts-and-settings/request-messages.json). English requests keep
 * the English words, which are AJV's own.
 */

const spanish = spanishFile<RequestMessages>('texts-and-settings/request-messages.json');

let test: TestApp;
let applicant: ApplicantBrowser;
beforeAll(async () => {
  test = await buildTestApp();
  applicant = await logInNewApplicant(test.app);
});
afterAll(() => test.close());

/** A call from the logged-in applicant's browser, which asks for `language` (none: the browser names none). */
async function call(method: 'PUT' | 'POST' | 'DELETE', url: string, body: unknown, language?: string): Promise<{ status: number; message: string }> {
  const response: LightMyRequestResponse = await test.app.inject({
    method,
    url,
    headers: {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      cookie: applicant.cookieHeader(),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, message: response.json().message };
}

describe('a body failing its route schema', () => {
  const max = largestAddAnotherMaximum();

  it("is answered with the validator's Spanish words for a Spanish request", async () => {
    const tooMany = await call('PUT', '/api/add-another', { button_id: 'legacy', num_components: max + 1 }, 'es-MX,es;q=0.9,en;q=0.5');
    expect(tooMany).toEqual({ status: 400, message: fillText(spanish.fieldProblem, { field: 'body/num_components', problem: `debe ser <= ${max}` }) });
    const wrongType = await call('PUT', '/api/add-another', { button_id: 'legacy', num_components: 'two' }, 'es');
    expect(wrongType).toEqual({ status: 400, message: fillText(spanish.fieldProblem, { field: 'body/num_components', problem: 'debe ser un número entero' }) });
    const unknownPage = await call('PUT', '/api/last-page', { last_page: '/nowhere' }, 'es');
    expect(unknownPage).toEqual({
      status: 400,
      message: fillText(spanish.fieldProblem, { field: 'body/last_page', problem: 'debe ser igual a uno de los valores permitidos' }),
    });
    const strayField = await call('PUT', '/api/tabs', { tab_id: 'x', colour: 'blue' }, 'es');
    expect(strayField.status).toBe(400);
    expect(strayField.message).toBe(
      [
        fillText(spanish.fieldProblem, { field: 'body', problem: "debe tener el campo obligatorio 'chosen_tab'" }),
        fillText(spanish.fieldProblem, { field: 'body', problem: 'no debe tener campos adicionales' }),
      ].join(' '),
    );
  });

  it("keeps AJV's English words for an English request, and for a language that is not offered", async () => {
    for (const language of [undefined, 'en-US', 'de']) {
      const tooMany = await call('PUT', '/api/add-another', { button_id: 'legacy', num_components: max + 1 }, language);
      expect(tooMany).toEqual({ status: 400, message: `body/num_components must be <= ${max}.` });
    }
  });
});

describe('PUT /api/answer refusing answers it cannot store', () => {
  const body = { favourite_colour: 'blue', race_black: 'yes', city: true, first_name: 'x'.repeat(46) };

  it('says each problem in Spanish for a Spanish request', async () => {
    const refused = await call('PUT', '/api/answer', body, 'es');
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      [
        fillText(spanish.notAQuestion, { key: 'favourite_colour' }),
        fillText(spanish.notTrueOrFalse, { key: 'race_black' }),
        fillText(spanish.notText, { key: 'city' }),
        fillText(spanish.tooLong, { key: 'first_name', limit: '45' }),
      ].join(' '),
    );
  });

  it('says them in English for an English request', async () => {
    const refused = await call('PUT', '/api/answer', { favourite_colour: 'blue', first_name: 'x'.repeat(46) });
    expect(refused).toEqual({
      status: 400,
      message: `${fillText(requestMessages.notAQuestion, { key: 'favourite_colour' })} ${fillText(requestMessages.tooLong, { key: 'first_name', limit: '45' })}`,
    });
  });

  it('refuses an answer outside a tenant list in Spanish', async () => {
    const refused = await call('PUT', '/api/answer', { housing_pref: 'castle' }, 'es');
    expect(refused).toEqual({ status: 400, message: fillText(spanish.notAChoice, { key: 'housing_pref' }) });
  });
});

describe('POST /api/validations naming keys or pages the form does not have', () => {
  it('is refused in Spanish for a Spanish request, in English otherwise', async () => {
    const body = { favourite_colour: ['Required'], about: { no_such_key: ['Required'] } };
    expect(await call('POST', '/api/validations', body, 'es')).toEqual({
      status: 400,
      message: fillText(spanish.unknownKeysOrPages, { keys: 'favourite_colour, no_such_key' }),
    });
    expect(await call('POST', '/api/validations', body)).toEqual({
      status: 400,
      message: fillText(requestMessages.unknownKeysOrPages, { keys: 'favourite_colour, no_such_key' }),
    });
  });
});

describe('PUT /api/add-another and PUT /api/tabs naming what the form does not have', () => {
  it('are refused in Spanish for a Spanish request', async () => {
    expect(await call('PUT', '/api/add-another', { button_id: 'no_such_button', num_components: 2 }, 'es')).toEqual({
      status: 400,
      message: fillText(spanish.unknownAddAnother, { buttonId: 'no_such_button' }),
    });
    // A group whose own maximum is below the largest one, which the route's schema allows.
    const smaller = addAnotherButtonIds().find((id) => addAnotherMaximum(id)! < largestAddAnotherMaximum());
    if (smaller) {
      const maximum = addAnotherMaximum(smaller)!;
      expect(await call('PUT', '/api/add-another', { button_id: smaller, num_components: maximum + 1 }, 'es')).toEqual({
        status: 400,
        message: fillText(spanish.tooManyBlocks, { buttonId: smaller, maximum: String(maximum) }),
      });
    }
    expect(await call('PUT', '/api/tabs', { tab_id: 'no_such_tabs', chosen_tab: 'upload' }, 'es')).toEqual({
      status: 400,
      message: fillText(spanish.unknownTabGroup, { tabId: 'no_such_tabs' }),
    });
    const [tabId] = tabIds();
    expect(await call('PUT', '/api/tabs', { tab_id: tabId, chosen_tab: 'no_such_tab' }, 'es')).toEqual({
      status: 400,
      message: fillText(spanish.unknownTab, { tabId, chosenTab: 'no_such_tab' }),
    });
  });

  it('are refused in English for an English request', async () => {
    expect(await call('PUT', '/api/add-another', { button_id: 'no_such_button', num_components: 2 })).toEqual({
      status: 400,
      message: fillText(requestMessages.unknownAddAnother, { buttonId: 'no_such_button' }),
    });
  });
});

describe('PUT /api/draft refusing a change it cannot keep', () => {
  it('says each problem in Spanish for a Spanish request', async () => {
    const refused = await call('PUT', '/api/draft', { answers: { city: 'Springfield' }, drop: ['favourite_colour', 'city'] }, 'es');
    expect(refused).toEqual({
      status: 400,
      message: `${fillText(spanish.notAQuestion, { key: 'favourite_colour' })} ${fillText(spanish.givenAndDropped, { key: 'city' })}`,
    });
  });
});

describe('the upload calls naming a question without a file', () => {
  const upload = [...uploadQuestionKeys][0]!;

  it('are refused in Spanish for a Spanish request, in English otherwise', async () => {
    expect(await call('POST', '/api/presigned-url', { answer_key: 'first_name' }, 'es')).toEqual({
      status: 400,
      message: fillText(spanish.notAnUploadQuestion, { key: 'first_name' }),
    });
    expect(await call('DELETE', `/api/document-answer/${upload}`, {}, 'es')).toEqual({ status: 404, message: spanish.noDocument });
    expect(await call('DELETE', `/api/document-answer/${upload}`, {}, 'en')).toEqual({ status: 404, message: requestMessages.noDocument });
  });
});

describe("a body Fastify cannot read, refused before any route's rules", () => {
  /** A raw body sent as JSON by the logged-in applicant's browser. */
  async function send(payload: string, language: string): Promise<{ status: number; message: string }> {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: applicant.cookieHeader(), 'accept-language': language },
      payload,
    });
    return { status: response.statusCode, message: response.json().message };
  }

  it('is refused in Spanish for a Spanish request, in English otherwise', async () => {
    expect(await send('{"first_name": ', 'es')).toEqual({ status: 400, message: spanish.bodyNotJson });
    expect(await send('{"first_name": ', 'en')).toEqual({ status: 400, message: requestMessages.bodyNotJson });
    expect(await send(JSON.stringify({ first_name: 'x'.repeat(test.config.bodyLimit) }), 'es')).toEqual({ status: 413, message: spanish.bodyTooLarge });
  });
});
