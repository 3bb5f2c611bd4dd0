import { describe, expect, it } from 'vitest';
import { analysePage, clearHiddenAnswers, getPageUiSchema, withHiddenAnswersCleared } from '../../../../src/shared/form/index.ts';
import { answersWith } from './about-helpers.ts';

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('About You: hidden sections clear their answers', () => {
  it('clears the mailing address (and its labels) when it is the same as the permanent one', () => {
    const keys = clearHiddenAnswers('about', answersWith({ mailing_addr_same_as_perm_addr: 'Y' }));
    expect(sorted(keys)).toEqual(
      sorted([
        'mailing_address_line_1',
        'mailing_city',
        'mailing_state',
        'mailing_state_desc',
        'mailing_zip',
        'mailing_country',
        'mailing_country_desc',
        'mailing_addr_effective_date',
      ]),
    );
  });

  it('clears nothing for the complete answers as they are', () => {
    expect(clearHiddenAnswers('all', answersWith({}))).toEqual([]);
  });

  it('keeps the country of citizenship across the branches that show it and clears the rest', () => {
    const international = answersWith({ citizenship_type: '4', citizenship_visa_status: 'F1' });
    expect(sorted(clearHiddenAnswers('about', international))).toEqual(['alien_registration_number']);
    const citizen = answersWith({ citizenship_type: '1', citizenship_visa_status: 'F1' });
    expect(sorted(clearHiddenAnswers('about', citizen))).toEqual(['alien_registration_number', 'citizenship', 'citizenship_desc', 'citizenship_visa_status'].sort());
  });

  it('clears every legacy relative when no family member attended', () => {
    const keys = clearHiddenAnswers('about', answersWith({ legacy_ind: 'N', legacy_3_first_name: 'Ines' }));
    expect(sorted(keys)).toEqual(
      sorted([
        'legacy_relationship',
        'legacy_relationship_desc',
        'legacy_first_name',
        'legacy_last_name',
        'legacy_2_relationship',
        'legacy_2_relationship_desc',
        'legacy_2_first_name',
        'legacy_2_last_name',
        'legacy_3_first_name',
      ]),
    );
  });

  it("clears a parent's address when the parent lives at the applicant's", () => {
    const cleared = withHiddenAnswersCleared(answersWith({ parent_2_addr_same_as_stu_perm: 'Y' }));
    expect(cleared).toMatchObject({ parent_2_address_line_1: '', parent_2_city: '', parent_2_state: '', parent_2_zip: '', parent_2_country: '' });
    expect(cleared.parent_2_first_name).toBe('Luis');
  });

  it('shows the education follow-ups by the answer', () => {
    const ui = getPageUiSchema('about');
    expect(analysePage(ui, answersWith({ parent_education: 'OTH' })).shown.has('parent_education_other')).toBe(true);
    expect(analysePage(ui, answersWith({ parent_education: 'BD' })).shown.has('parent_education_institution')).toBe(true);
    expect(analysePage(ui, answersWith({ parent_education: 'HS' })).hidden.has('parent_education_institution')).toBe(true);
  });
});
