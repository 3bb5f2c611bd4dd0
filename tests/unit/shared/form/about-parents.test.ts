import { describe, expect, it } from 'vitest';
import { aboutErrors } from './about-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

const P1 = 'Parent 1/Guardian 1: ';
const P2 = 'Parent 2/Guardian 2: ';

const emptyParent1 = {
  parent_relationship: '',
  parent_prefix: '',
  parent_first_name: '',
  parent_last_name: '',
  parent_email_address: '',
  parent_phone: '',
  parent_phone_type: '',
  parent_education: '',
  parent_addr_same_as_stu_perm: '',
};

describe('About You: parent/guardian 1 once the preference is set', () => {
  it('requires relationship, prefix, names, phone type and the address question', () => {
    expect(aboutErrors({ ...emptyParent1, parent_communication_preference: '3' })).toEqual({
      parent_relationship: [`${P1}Relationship`],
      parent_prefix: [`${P1}Prefix`],
      parent_first_name: [`${P1}First Name`],
      parent_last_name: [`${P1}Last Name`],
      parent_phone_type: [`${P1}Phone Type`],
      parent_addr_same_as_stu_perm: [`${P1}Does this parent/guardian live at your permanent address?`],
    });
  });

  it('asks for none of them before the preference is set', () => {
    expect(aboutErrors({ ...emptyParent1, parent_communication_preference: '' })).toEqual({
      parent_communication_preference: [staffText('schemas/about.schema.json', '/errorMessage/required/parent_communication_preference')],
    });
  });

  it.each(['1', '2'])('requires e-mail, phone and education for preference %s', (preference) => {
    const errors = aboutErrors({ parent_communication_preference: preference, parent_email_address: '', parent_phone: '', parent_education: '' });
    expect(errors.parent_email_address).toEqual([`${P1}Email Address`]);
    expect(errors.parent_phone).toEqual([`${P1}Phone Number`]);
    expect(errors.parent_education).toEqual([`${P1}Highest Level of Education`]);
  });

  it.each(['1', '2'])('checks the e-mail and phone format for preference %s', (preference) => {
    const errors = aboutErrors({ parent_communication_preference: preference, parent_email_address: 'ana-at-example', parent_phone: '(123) 456-7890' });
    expect(errors.parent_email_address).toEqual([`${P1}Please enter a valid email address.`]);
    expect(errors.parent_phone).toEqual([`${P1}Please enter a valid phone number.`]);
  });

  it('neither requires nor checks e-mail, phone and education for preference 3', () => {
    expect(aboutErrors({ parent_communication_preference: '3', parent_email_address: 'ana-at-example', parent_phone: '12', parent_education: '' })).toEqual({});
  });
});

describe("About You: parent/guardian 1 address when it is not the applicant's", () => {
  const away = { parent_addr_same_as_stu_perm: 'N' };

  it('requires address, city and country', () => {
    expect(aboutErrors(away)).toEqual({
      parent_address_line_1: [`${P1}Address`],
      parent_city: [`${P1}City`],
      parent_country: [`${P1}Country`],
    });
  });

  it('requires the state for the United States and Canada and the ZIP (min 5) for the United States', () => {
    const base = { ...away, parent_address_line_1: '1 Elm St', parent_city: 'Toronto' };
    expect(aboutErrors({ ...base, parent_country: 'CAN' })).toEqual({ parent_state: [`${P1}State/Province`] });
    expect(aboutErrors({ ...base, parent_country: 'USA' })).toEqual({
      parent_state: [`${P1}State/Province`],
      parent_zip: [`${P1}ZIP/Postal Code`],
    });
    expect(aboutErrors({ ...base, parent_country: 'USA', parent_state: 'IL', parent_zip: '606' })).toEqual({
      parent_zip: [`${P1}ZIP/Postal Code must be at least 5 characters.`],
    });
    expect(aboutErrors({ ...base, parent_country: 'UK' })).toEqual({});
  });

  it('asks nothing when the parent lives at the permanent address', () => {
    expect(aboutErrors({ parent_addr_same_as_stu_perm: 'Y', parent_country: 'USA' })).toEqual({});
  });
});

describe('About You: parent/guardian 2', () => {
  const badContact = { parent_2_email_address: 'luis-at-example', parent_2_phone: '(555) 123-4567' };

  it('checks e-mail and phone when information goes to both parents', () => {
    expect(aboutErrors({ parent_communication_preference: '2', ...badContact })).toEqual({
      parent_2_email_address: [`${P2}Please enter a valid email address.`],
      parent_2_phone: [`${P2}Please enter a valid phone number.`],
    });
  });

  it.each(['1', '3'])('does not check them for preference %s', (preference) => {
    expect(aboutErrors({ parent_communication_preference: preference, ...badContact })).toEqual({});
  });

  it('requires nothing of parent 2', () => {
    const empty = Object.fromEntries(
      ['relationship', 'prefix', 'first_name', 'last_name', 'email_address', 'phone', 'phone_type', 'education', 'addr_same_as_stu_perm'].map((field) => [
        `parent_2_${field}`,
        '',
      ]),
    );
    expect(aboutErrors(empty)).toEqual({});
  });
});
