import { describe, expect, it } from 'vitest';
import { aboutErrors } from './about-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

describe('About You: state and ZIP by country', () => {
  it('requires the state for the United States and Canada', () => {
    expect(aboutErrors({ country: 'USA', state: '' }).state).toEqual([staffText('schemas/about.schema.json', '/allOf/0/then/errorMessage/required/state')]);
    expect(aboutErrors({ country: 'CAN', state: '', zip: '' }).state).toEqual([staffText('schemas/about.schema.json', '/allOf/0/then/errorMessage/required/state')]);
  });

  it('does not require the state elsewhere', () => {
    expect(aboutErrors({ country: 'MEX', state: '', zip: '' })).toEqual({});
  });

  it('requires a ZIP of at least 5 characters for the United States', () => {
    expect(aboutErrors({ zip: '' }).zip).toEqual([staffText('schemas/about.schema.json', '/allOf/1/then/errorMessage/required/zip')]);
    expect(aboutErrors({ zip: '6270' }).zip).toEqual([staffText('schemas/about.schema.json', '/allOf/1/then/properties/zip/errorMessage/minLength')]);
    expect(aboutErrors({ zip: '62704' }).zip).toBeUndefined();
  });

  it('does not require or measure the ZIP outside the United States', () => {
    expect(aboutErrors({ country: 'CAN', state: 'ON', zip: '' }).zip).toBeUndefined();
    expect(aboutErrors({ country: 'CAN', state: 'ON', zip: 'K1A' }).zip).toBeUndefined();
  });

  it('applies none of the permanent-address rules to the mailing address', () => {
    expect(aboutErrors({ mailing_country: 'USA', mailing_state: '', mailing_zip: '1' })).toEqual({});
  });
});

describe('About You: mailing address effective date (current year -3 to +4)', () => {
  it('accepts the first and last supported years', () => {
    expect(aboutErrors({ mailing_addr_effective_date: '2023-01-01' })).toEqual({});
    expect(aboutErrors({ mailing_addr_effective_date: '2030-12-31' })).toEqual({});
  });

  it('names the minimum year below the window', () => {
    expect(aboutErrors({ mailing_addr_effective_date: '2022-12-31' }).mailing_addr_effective_date).toEqual(['The minimum supported year is 2023']);
  });

  it('names the maximum year above the window', () => {
    expect(aboutErrors({ mailing_addr_effective_date: '2031-01-01' }).mailing_addr_effective_date).toEqual(['The maximum supported year is 2030']);
  });

  it('moves with today', () => {
    expect(aboutErrors({ mailing_addr_effective_date: '2022-06-01' }, '2025-01-10')).toEqual({});
    expect(aboutErrors({ mailing_addr_effective_date: '2030-06-01' }, '2025-01-10').mailing_addr_effective_date).toEqual(['The maximum supported year is 2029']);
  });

  it('is not required', () => {
    expect(aboutErrors({ mailing_addr_effective_date: '' })).toEqual({});
  });

  it('does not count while the mailing address is hidden', () => {
    expect(aboutErrors({ mailing_addr_same_as_perm_addr: 'Y', mailing_addr_effective_date: '1999-01-01' })).toEqual({});
  });
});

describe('About You: citizenship by type', () => {
  it.each(['2', '3', '4'])('requires the country of citizenship for type %s', (type) => {
    expect(aboutErrors({ citizenship_type: type, citizenship: '' }).citizenship).toEqual([
      staffText('schemas/about.schema.json', '/allOf/2/then/errorMessage/required/citizenship'),
    ]);
  });

  it.each(['1', '5'])('does not ask for it for type %s', (type) => {
    expect(aboutErrors({ citizenship_type: type, citizenship: '' })).toEqual({});
  });
});
