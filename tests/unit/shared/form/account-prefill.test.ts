import { describe, expect, it } from 'vitest';
import { accountEmailKeys, withAccountEmail } from '../../../../src/shared/form/account-prefill.ts';
import { accountEmailAnswerKeys, formPages } from '../../../../src/shared/form/index.ts';
import type { UiElement } from '../../../../src/shared/form/types.ts';

describe('account e-mail prefill', () => {
  it('marks the About You e-mail question (and no parent e-mail) in the UI schemas', () => {
    expect(accountEmailAnswerKeys()).toEqual(['email_address']);
    expect(accountEmailKeys(formPages.filter((page) => page.name !== 'about').map((page) => page.uischema))).toEqual([]);
  });

  it('finds a marked control inside layouts', () => {
    const uischema: UiElement = {
      type: 'VerticalLayout',
      elements: [
        { type: 'Control', scope: '#/properties/other_email' },
        { type: 'Group', elements: [{ type: 'Control', scope: '#/properties/contact', options: { prefill: 'accountEmail' } }] },
      ],
    };
    expect(accountEmailKeys([uischema])).toEqual(['contact']);
  });

  it("fills an empty answer with the account's address", () => {
    expect(withAccountEmail({ first_name: 'Ada', email_address: '' }, ['email_address'], 'ada@example.com')).toEqual({
      first_name: 'Ada',
      email_address: 'ada@example.com',
    });
    expect(withAccountEmail({}, ['email_address'], 'ada@example.com')).toEqual({ email_address: 'ada@example.com' });
  });

  it('keeps an answer the applicant gave, and changes nothing for a visitor (no address)', () => {
    const answered = { email_address: 'ada@home.example' };
    expect(withAccountEmail(answered, ['email_address'], 'ada@example.com')).toBe(answered);
    const empty = { email_address: '' };
    expect(withAccountEmail(empty, ['email_address'], '')).toBe(empty);
  });
});
