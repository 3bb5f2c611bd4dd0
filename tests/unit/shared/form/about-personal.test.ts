import { describe, expect, it } from 'vitest';
import { aboutErrors } from './about-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

const noPhones = { phone_mobile: '', phone_home: '', phone_international: '', optin_sms_ind: false };

describe('About You: phone numbers', () => {
  it.each(['(555) 234-5678', '(555)234-5678', '234-5678', '(999) 999-9999'])('accepts %s', (phone) => {
    expect(aboutErrors({ phone_mobile: phone, phone_home: phone })).toEqual({});
  });

  it.each(['(155) 234-5678', '(555) 134-5678', '(555) 034-5678', '5552345678', '(555) 234-567', 'call me'])('refuses %s', (phone) => {
    const errors = aboutErrors({ phone_mobile: phone, phone_home: phone });
    expect(errors.phone_mobile).toEqual([staffText('schemas/about.schema.json', '/properties/phone_mobile/errorMessage/maxLength')]);
    expect(errors.phone_home).toEqual([staffText('schemas/about.schema.json', '/properties/phone_home/errorMessage/maxLength')]);
  });

  it('requires a cell phone for text message updates', () => {
    expect(aboutErrors({ ...noPhones, phone_home: '(555) 345-6789', optin_sms_ind: true }).phone_mobile).toEqual([
      staffText('schemas/about.schema.json', '/allOf/3/then/errorMessage/required/phone_mobile'),
    ]);
  });

  it('does not require a cell phone without text message updates', () => {
    expect(aboutErrors({ ...noPhones, phone_home: '(555) 345-6789' })).toEqual({});
  });

  it('asks for a home or cell phone (oneRequired) on phone_home', () => {
    expect(aboutErrors(noPhones)).toEqual({ phone_home: [staffText('schemas/about.schema.json', '/allOf/4/then/errorMessage/required/phone_home')] });
  });

  it.each([
    ['a cell phone', { phone_mobile: '(555) 234-5678' }],
    ['a home phone', { phone_home: '(555) 345-6789' }],
    ['an international phone', { phone_international: '+44 20 7946 0958' }],
  ])('does not ask with %s', (_name, phone) => {
    expect(aboutErrors({ ...noPhones, ...phone })).toEqual({});
  });
});

describe('About You: Social Security number', () => {
  it.each(['', '123-45-6789'])('accepts %j', (ssn) => {
    expect(aboutErrors({ ssn })).toEqual({});
  });

  it.each(['123456789', '12345', '123-45-678', '123-45-67890', 'abc-de-fghi'])('refuses %s', (ssn) => {
    expect(aboutErrors({ ssn }).ssn).toEqual([staffText('schemas/about.schema.json', '/properties/ssn/errorMessage/maxLength')]);
  });
});

describe('About You: date of birth (today 2026-11-22)', () => {
  it('refuses a date that does not exist', () => {
    expect(aboutErrors({ birth_date: '2008-02-30' }).birth_date).toEqual([staffText('schemas/about.schema.json', '/errorMessage/required/birth_date')]);
    expect(aboutErrors({ birth_date: '04/15/2008' }).birth_date).toEqual([staffText('schemas/about.schema.json', '/errorMessage/required/birth_date')]);
  });

  it('accepts an applicant who turns 13 today and refuses one a day younger', () => {
    expect(aboutErrors({ birth_date: '2013-11-22' })).toEqual({});
    expect(aboutErrors({ birth_date: '2013-11-23' }).birth_date).toEqual(['You must be 13 years or older to apply.']);
  });

  it('refuses a date in the future with the age message', () => {
    expect(aboutErrors({ birth_date: '2027-01-01' }).birth_date).toEqual(['You must be 13 years or older to apply.']);
  });

  it('accepts a birth exactly 100 years ago and refuses an earlier one', () => {
    expect(aboutErrors({ birth_date: '1926-11-22' })).toEqual({});
    expect(aboutErrors({ birth_date: '1926-11-21' }).birth_date).toEqual([staffText('schemas/about.schema.json', '/properties/birth_date/x-maxAge/message')]);
  });

  it('measures the ages from the date it is given', () => {
    expect(aboutErrors({ birth_date: '2013-11-23' }, '2026-11-23')).toEqual({});
  });
});
