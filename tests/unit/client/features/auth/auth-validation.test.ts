import { describe, expect, it } from 'vitest';
import { validateAuthForm, withPasswordConfirmation } from '../../../../../src/client/features/auth/validation/auth-validation.ts';
import { readAuthState } from '../../../../../src/client/lib/navigation-state.ts';
import rules from '../../../../../texts-and-settings/auth/password-rules.json';
import { staffText } from '../../../../support/staff-text.ts';

const GOOD = 'Correct-Horse-42';

describe('auth form validation (the schema files’ messages)', () => {
  it('login: a valid e-mail and a password', () => {
    expect(validateAuthForm('login', { username: '', password: '' })).toEqual({
      username: [staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/username')],
      password: [staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/password')],
    });
    expect(validateAuthForm('login', { username: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('sign up: the e-mail message and one message per failed password rule', () => {
    const errors = validateAuthForm('signup', { username: 'ada@', password: 'abc' });
    expect(errors.username).toEqual([staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/username')]);
    const failed = rules.rules.filter((rule) => ['length', 'uppercase', 'number', 'special'].includes(rule.id));
    expect(errors.password).toEqual(failed.map((rule) => rule.message));
    expect(validateAuthForm('signup', { username: 'ada@example.com', password: GOOD })).toEqual({});
  });

  it('confirm: exactly 6 digits', () => {
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(validateAuthForm('confirm', { username: 'ada@example.com', code }).code).toEqual([
        staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/code'),
      ]);
    }
    expect(validateAuthForm('confirm', { username: 'ada@example.com', code: '012345' })).toEqual({});
  });

  it('resend: its own message', () => {
    expect(validateAuthForm('resendConfirm', { username: 'nope' }).username).toEqual([
      staffText('texts-and-settings/auth/resend-confirm.schema.json', '/errorMessage/required/username'),
    ]);
  });

  it('reset: ignores the confirmation field in the schema, and the browser adds "passwords must match"', () => {
    const values = { username: 'ada@example.com', id: '123456', password: GOOD, confirm_password: 'other' };
    const errors = validateAuthForm('resetPassword', values);
    expect(errors).toEqual({});
    expect(withPasswordConfirmation(errors, values)).toEqual({ confirm_password: [staffText('texts-and-settings/auth/password-rules.json', '/mismatchMessage')] });
    expect(withPasswordConfirmation(errors, { ...values, confirm_password: GOOD })).toEqual({});
  });
});

describe('navigation state of the account screens', () => {
  it('keeps the parts of the right type and drops the rest', () => {
    expect(readAuthState({ username: 'a@b.co', successMessage: 'ok', studentAnswers: { first_name: 'Ada', legal_agree: true } })).toEqual({
      username: 'a@b.co',
      successMessage: 'ok',
      errorMessage: undefined,
      studentAnswers: { first_name: 'Ada', legal_agree: true },
    });
    expect(readAuthState({ username: 3, studentAnswers: { first_name: { nested: true } } })).toEqual({
      username: undefined,
      successMessage: undefined,
      errorMessage: undefined,
      studentAnswers: undefined,
    });
    expect(readAuthState(null)).toEqual({});
  });
});
