import { describe, expect, it } from 'vitest';
import { validateAll } from '../../../../src/shared/form/index.ts';
import { completeApplication } from '../../../support/complete-application.ts';
import { aboutErrors, answersWith, TODAY } from './about-helpers.ts';

describe('the complete answer fixtures', () => {
  it('has no error on any page', () => {
    expect(validateAll(completeApplication(new Date(`${TODAY}T12:00:00Z`)), { today: TODAY })).toEqual({ about: {}, education: {}, 'final-steps': {} });
  });
});

describe('About You: required fields (the message is the label)', () => {
  const required: Array<[string, string]> = [
    ['first_name', 'First Name'],
    ['last_name', 'Last Name'],
    ['gender', 'Gender'],
    ['fin_aid_apply', 'Do you intend to apply for financial aid? '],
    ['resident_homeless_foster', 'Have you been homeless or in foster care at any time since you turned 13?'],
    ['address_line_1', 'Address'],
    ['city', 'City'],
    ['country', 'Country'],
    ['citizenship_type', 'Citizen Type'],
    ['birth_date', 'A valid date of birth is required.'],
    ['parent_communication_preference', 'Please provide information for at least one parent/guardian. To whom should we send information?'],
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
