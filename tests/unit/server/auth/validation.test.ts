import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordRules } from '../../../../src/shared/auth/auth-forms.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';
import { staffText } from '../../../support/staff-text.ts';

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_KEY = staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/additionalProperties');
const EMAIL = staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/username');
const CODE = staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/code');

describe('route bodies are checked against the auth form schemas', () => {
  const cases: Array<[string, unknown, string]> = [
    ['/public/signup', { username: 'not-an-email', password: GOOD_PASSWORD }, EMAIL],
    ['/public/signup', { password: GOOD_PASSWORD }, EMAIL],
    ['/public/signup', { username: 'a@example.org', password: GOOD_PASSWORD, admin: true }, UNKNOWN_KEY],
    ['/public/confirm', { username: 'a@example.org', code: '12345' }, CODE],
    ['/public/confirm', { username: 'a@example.org', code: '1234567' }, CODE],
    ['/public/confirm', { username: 'a@example.org', code: 'abcdef' }, CODE],
    ['/public/confirm', { username: 'a@example.org', code: 123456 }, CODE],
    ['/public/confirm', { username: 'a@example', code: '123456' }, EMAIL],
    ['/public/resend-confirm', { username: '' }, staffText('texts-and-settings/auth/resend-confirm.schema.json', '/errorMessage/required/username')],
    ['/public/resend-confirm', {}, staffText('texts-and-settings/auth/resend-confirm.schema.json', '/errorMessage/required/username')],
    ['/public/login', { username: 'nope', password: 'x' }, staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/username')],
    ['/public/login', { username: 'a@example.org', password: '' }, staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/password')],
    ['/public/login', { username: 'a@example.org' }, staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/password')],
    ['/public/login', { username: 'a@example.org', password: 12 }, staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/password')],
    ['/public/login', { username: ['a@example.org'], password: 'x' }, staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/username')],
    ['/public/forgot-password', { username: 'a@@example.org' }, EMAIL],
    ['/public/forgot-password', { username: 'a@example.org', password: 'x' }, UNKNOWN_KEY],
    ['/public/reset-password', { username: 'a@example.org', id: '12', password: GOOD_PASSWORD }, CODE],
    ['/public/reset-password', { username: 'a@example.org', id: '123456', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD }, UNKNOWN_KEY],
  ];

  it.each(cases)('%s %j → 400 with the schema message', async (url, body, message) => {
    const response = await browser(t.app, '10.5.0.1').post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('lists every failing message once, in schema order', async () => {
    const response = await browser(t.app, '10.5.0.2').post('/public/login', { username: 'x', password: '', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Please provide a valid email address. Password is required. ${UNKNOWN_KEY}` });
  });

  it('answers a body that is not JSON with 400 {message}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('the password rules are enforced on the server', () => {
  const failing: Record<string, string> = {
    length: 'Short-Pas-1',
    uppercase: 'no-upper-case-1',
    lowercase: 'NO-LOWER-CASE-1',
    number: 'No-Numbers-Here',
    special: 'NoSpecials12345',
    whitespace: ' Leading-Space-1',
  };

  it('has a failing example for every rule', () => {
    expect(Object.keys(failing).sort()).toEqual(passwordRules.map((rule) => rule.id).sort());
  });

  it.each(passwordRules.map((rule) => [rule.id, rule.message] as const))('rule %s', async (id, message) => {
    const b = browser(t.app, '10.5.1.1');
    for (const url of ['/public/signup', '/public/reset-password']) {
      const body = url === '/public/signup' ? { username: uniqueEmail(), password: failing[id] } : { username: uniqueEmail(), id: '123456', password: failing[id] };
      const response = await b.post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('refuses trailing whitespace, and several broken rules at once with each message', async () => {
    const b = browser(t.app, '10.5.1.2');
    const trailing = await b.post('/public/signup', { username: uniqueEmail(), password: 'Trailing-Space-1 ' });
    expect(trailing.json()).toEqual({ message: staffText('texts-and-settings/auth/password-rules.json', '/rules/5/message') });
    const weak = await b.post('/public/signup', { username: uniqueEmail(), password: 'abc' });
    const expected = passwordRules.filter((rule) => !['lowercase', 'whitespace'].includes(rule.id)).map((rule) => rule.message);
    expect(weak.json()).toEqual({ message: expected.join(' ') });
  });

  it('accepts a password that keeps every rule', async () => {
    const response = await browser(t.app, '10.5.1.3').post('/public/signup', { username: uniqueEmail(), password: 'Ünïcode-Pässword-9' });
    expect(response.statusCode).toBe(200);
  });
});
