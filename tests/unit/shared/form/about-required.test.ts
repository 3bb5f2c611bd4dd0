import { describe, expect, it } from 'vitest';
import { validateAll } from '../../../../src/shared/form/index.ts';
import { completeApplication } from '../../../support/complete-application.ts';
import { aboutErrors, TODAY } from './about-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

describe('the complete answer fixtures', () => {
  it('has no error on any page', () => {
    expect(validateAll(completeApplication(new Date(`${TODAY}T12:00:00Z`)), { today: TODAY })).toEqual({ about: {}, education: {}, 'final-steps': {} });
  });
});

describe('About You: required fields (the message is the label)', () => {
  const required: Array<[string, string]> = [
    ['first_name', staffText('schemas/about.schema.json', '/errorMessage/required/first_name')],
    ['last_name', staffText('schemas/about.schema.json', '/errorMessage/required/last_name')],
    ['gender', staffText('schemas/about.schema.json', '/errorMessage/required/gender')],
    ['fin_aid_apply', staffText('schemas/about.schema.json', '/errorMessage/required/fin_aid_apply')],
    ['resident_homeless_foster', staffText('schemas/about.schema.json', '/errorMessage/required/resident_homeless_foster')],
    ['address_line_1', staffText('schemas/about.schema.json', '/errorMessage/required/address_line_1')],
    ['city', staffText('schemas/about.schema.json', '/errorMessage/required/city')],
    ['country', staffText('schemas/about.schema.json', '/errorMessage/required/country')],
    ['citizenship_type', staffText('schemas/about.schema.json', '/errorMessage/required/citizenship_type')],
    ['birth_date', staffText('schemas/about.schema.json', '/errorMessage/required/birth_date')],
    ['parent_communication_preference', staffText('schemas/about.schema.json', '/errorMessage/required/parent_communication_preference')],
  ];

  it.each(required)('%s empty gives exactly its message', (key, message) => {
    expect(aboutErrors({ [key]: '' })[key]).toEqual([message]);
  });

  it.each(required)('%s missing gives the same message', (key, message) => {
    expect(aboutErrors({ [key]: undefined })[key]).toEqual([message]);
  });

  it('keeps the trailing space of the financial aid question', () => {
    expect(aboutErrors({ fin_aid_apply: '' }).fin_aid_apply?.[0]).toMatch(/aid\? $/);
  });

  it('reports nothing for optional fields left empty', () => {
    const errors = aboutErrors({ middle_name: '', preferred_name: '', gender_iden: '', ssn: '', other: '', ethnicity: '' });
    expect(errors).toEqual({});
  });
});
