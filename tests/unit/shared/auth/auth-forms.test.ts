import { Ajv } from 'ajv';
import ajvErrorsModule from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import { authFormSchemas, checkPasswordRules, passwordRules } from '../../../../src/shared/auth/auth-forms.ts';
import { staffText } from '../../../support/staff-text.ts';

const addErrors = ajvErrorsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addErrors(new Ajv({ allErrors: true, strict: true }));

/** Messages per field, as a card shows them. */
function fieldMessages(form: keyof typeof authFormSchemas, data: unknown): Record<string, string[]> {
  const validate = ajv.compile(authFormSchemas[form]);
  validate(data);
  const out: Record<string, string[]> = {};
  for (const error of validate.errors ?? []) {
    const field =
      error.instancePath.slice(1).split('/')[0] ||
      String((error.params as { errors?: Array<{ params: { missingProperty?: string } }> }).errors?.[0]?.params.missingProperty ?? '');
    (out[field] ??= []).push(error.message ?? '');
  }
  return out;
}

describe('auth form schemas', () => {
  it('are self-contained (every reference inlined) and compile in strict mode', () => {
    for (const schema of Object.values(authFormSchemas)) {
      expect(JSON.stringify(schema)).not.toContain('$ref');
      expect(() => ajv.compile(schema)).not.toThrow();
    }
  });

  it("give the form files' messages word for word", () => {
    expect(fieldMessages('login', { username: 'x', password: '' })).toEqual({
      username: [staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/username')],
      password: [staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/password')],
    });
    expect(fieldMessages('signup', { username: 'x', password: 'Good-Password-1' })).toEqual({
      username: [staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/username')],
    });
    expect(fieldMessages('confirm', { username: 'a@example.org', code: '12a456' })).toEqual({
      code: [staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/code')],
    });
    expect(fieldMessages('resendConfirm', { username: '' })).toEqual({
      username: [staffText('texts-and-settings/auth/resend-confirm.schema.json', '/errorMessage/required/username')],
    });
    expect(fieldMessages('forgotPassword', { username: 'a@b' })).toEqual({
      username: [staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/username')],
    });
    expect(fieldMessages('resetPassword', { username: 'a@example.org', id: '123456', password: 'Good-Password-1' })).toEqual({});
  });

  it('report each broken password rule with its own message', () => {
    expect(fieldMessages('signup', { username: 'a@example.org', password: 'abc' }).password).toEqual(
      passwordRules.filter((rule) => rule.id !== 'lowercase' && rule.id !== 'whitespace').map((rule) => rule.message),
    );
  });
});

describe('the password checklist', () => {
  const passed = (password: string) => Object.fromEntries(checkPasswordRules(password).map(({ rule, passed: ok }) => [rule.id, ok]));

  it('passes every rule for a good password and agrees with the schema', () => {
    expect(Object.values(passed('Good-Password-1')).every(Boolean)).toBe(true);
    expect(fieldMessages('signup', { username: 'a@example.org', password: 'Good-Password-1' })).toEqual({});
  });

  it('marks each rule on its own', () => {
    expect(passed('short')).toEqual({ length: false, uppercase: false, lowercase: true, number: false, special: false, whitespace: true });
    expect(passed(' Padded-Pass-12 ')).toMatchObject({ length: true, whitespace: false });
    expect(passed('ABCDEFGHIJKL1!')).toMatchObject({ lowercase: false, uppercase: true, number: true, special: true });
  });

  it('counts characters as JSON Schema does (an emoji is one)', () => {
    const elevenPlusEmoji = 'Aa1!aaaaaa😀';
    expect([...elevenPlusEmoji]).toHaveLength(11);
    expect(passed(elevenPlusEmoji).length).toBe(false);
    expect(fieldMessages('signup', { username: 'a@example.org', password: elevenPlusEmoji }).password).toEqual([passwordRules[0].message]);
  });
});
