import { describe, expect, it } from 'vitest';
import { aboutErrors } from './about-helpers.ts';

const noPhones = { phone_mobile: '', phone_home: '', phone_international: '', optin_sms_ind: false };

describe('About You: phone numbers', () => {
  it.each(['(555) 234-5678', '(555)234-5678', '234-5678', '(999) 999-9999'])('accepts %s', (phone) => {
    expect(aboutErrors({ phone_mobile: phone, phone_home: phone })).toEqual({});
  });

  it.each(['(155) 234-5678', '(555) 134-5678', '(555) 034-5678', '5552345678', '(555) 234-567', 'call me'])('refuses %s', (phone) => {
    const errors = aboutErrors({ phone_mobile: phone, phone_home: phone });
    expect(errors.phone_mobile).toEqual(['Please enter a valid cell phone number.']);
    expect(errors.phone_home).toEqual(['Please enter a valid home phone number.']);
  });

  it('requires a cell phone for text message updates', () => {
    expect(aboutErrors({ ...noPhones, phone_home: '(555) 345-6789', optin_sms_ind: true }).phone_mobile).toEqual([
      'A cell phone number is required to receive text message updates.',
    ]);
  });

  it('does not require a cell phone without text message updates', () => {
    expect(aboutErrors({ ...noPhones, phone_home: '(555) 345-6789' })).toEqual({});
  });

  it('asks for a home or cell phone (oneRequired) on phone_home', () => {
    expect(aboutErrors(noPhones)).toEqual({ phone_home: ['Please enter either a home phone or cell phone number.'] });
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
    expect(aboutErrors({ ssn }).ssn).toEqual(['Please provide a valid Social Security number.']);
  });
});

describe('About You: date of birth (today 2026-11-22)', () => {
  it('refuses a date that does not exist', () => {
    expect(aboutErrors({ birth_date: '2008-02-30' }).birth_date).toEqual(['A valid date of birth is required.']);
    expect(aboutErrors({ birth_date: '04/15/2008' }).birth_date).toEqual(['A valid date of birth is required.']);
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
    expect(aboutErrors({ birth_date: '1926-11-21' }).birth_date).toEqual([
      'This date is not supported. Please contact help support for assistance.',
    ]);
  });

  it('measures the ages from the date it is given', () => {
    expect(aboutErrors({ birth_date: '2013-11-23' }, '2026-11-23')).toEqual({});
  });
});
