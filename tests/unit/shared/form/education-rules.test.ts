import { describe, expect, it } from 'vitest';
import { pageErrors } from './page-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

const education = (changes: Record<string, string | boolean | undefined>) => pageErrors('education', changes);

describe('Your Academics: the complete fixture', () => {
  it('has no errors', () => {
    expect(education({})).toEqual({});
  });
});

describe('Your Academics: required questions (the message is the label)', () => {
  it.each([
    ['hs_name', staffText('schemas/education.schema.json', '/errorMessage/required/hs_name')],
    ['grad_month', staffText('schemas/education.schema.json', '/errorMessage/required/grad_month')],
    ['hs_gpa', 'GPA'],
    ['gpa_scale', staffText('schemas/education.schema.json', '/errorMessage/required/gpa_scale')],
  ])('%s', (key, message) => {
    expect(education({ [key]: '' })[key]).toEqual([message]);
  });
});

describe('Your Academics: graduation month and year', () => {
  it('asks for the year when only the month is given', () => {
    expect(education({ grad_year: '' }).grad_month).toEqual(['Please choose the year you graduate as well as the month.']);
  });

  it('is satisfied by a month with a year', () => {
    expect(education({ grad_month: '1', grad_year: '2028' }).grad_month).toBeUndefined();
  });

  it('reports only the missing month when neither is given', () => {
    expect(education({ grad_month: '', grad_year: '' }).grad_month).toEqual([staffText('schemas/education.schema.json', '/errorMessage/required/grad_month')]);
  });
});

describe('Your Academics: counselor and GPA formats', () => {
  it('refuses a counselor address that is not an e-mail', () => {
    expect(education({ counselor_email_address: 'counselor at school' }).counselor_email_address).toEqual(['The counselor email address you entered is invalid.']);
  });

  it('leaves an empty counselor address alone', () => {
    expect(education({ counselor_email_address: '' }).counselor_email_address).toBeUndefined();
  });

  it.each(['3.85', '4', '92', '4.125'])('accepts the GPA %s', (gpa) => {
    expect(education({ hs_gpa: gpa }).hs_gpa).toBeUndefined();
  });

  it.each(['A-', '3,8', '3.', '.9', 'four'])('refuses the GPA %s', (gpa) => {
    expect(education({ hs_gpa: gpa }).hs_gpa).toEqual(['Please enter your GPA as a number, for example 3.75.']);
  });
});

describe('Your Academics: SAT scores, only when the SAT was taken', () => {
  const reading = 'Your SAT Evidence-Based Reading and Writing score must be from 200 to 800, in steps of 10.';
  const math = 'Your SAT Math score must be from 200 to 800, in steps of 10.';

  it.each(['200', '550', '800'])('accepts %s', (score) => {
    const errors = education({ sat_score_reading_writing: score, sat_score_math: score });
    expect(errors.sat_score_reading_writing).toBeUndefined();
    expect(errors.sat_score_math).toBeUndefined();
  });

  it.each(['190', '805', '555', '810', '1000', 'abc'])('refuses %s', (score) => {
    const errors = education({ sat_score_reading_writing: score, sat_score_math: score });
    expect(errors.sat_score_reading_writing).toEqual([reading]);
    expect(errors.sat_score_math).toEqual([math]);
  });

  it('requires both section scores when taken', () => {
    const errors = education({ sat_score_reading_writing: '', sat_score_math: '' });
    expect(errors.sat_score_reading_writing).toEqual([staffText('schemas/education.schema.json', '/allOf/1/then/errorMessage/required/sat_score_reading_writing')]);
    expect(errors.sat_score_math).toEqual([staffText('schemas/education.schema.json', '/allOf/1/then/errorMessage/required/sat_score_math')]);
  });

  it('checks essay scores from 2 to 8', () => {
    const errors = education({ sat_score_essay_reading: '1', sat_score_essay_analysis: '9', sat_score_essay_writing: '5' });
    expect(errors.sat_score_essay_reading).toEqual(['Your SAT Essay Reading score must be from 2 to 8.']);
    expect(errors.sat_score_essay_analysis).toEqual(['Your SAT Essay Analysis score must be from 2 to 8.']);
    expect(errors.sat_score_essay_writing).toBeUndefined();
  });

  it('is silent with sat_taken N: the scores are hidden and cleared, never checked', () => {
    const errors = education({ sat_taken: 'N', sat_score_reading_writing: '999', sat_score_math: '', sat_score_essay_reading: '1' });
    expect(errors).toEqual({});
  });
});

describe('Your Academics: ACT composite, only when the ACT was taken', () => {
  it.each(['1', '24', '36'])('accepts %s', (score) => {
    expect(education({ act_taken: 'Y', act_score_composite: score }).act_score_composite).toBeUndefined();
  });

  it.each(['0', '37', '2.5', 'x'])('refuses %s', (score) => {
    expect(education({ act_taken: 'Y', act_score_composite: score }).act_score_composite).toEqual(['Your ACT Composite score must be a whole number from 1 to 36.']);
  });

  it('requires the composite when taken, and is silent when not', () => {
    expect(education({ act_taken: 'Y', act_score_composite: '' }).act_score_composite).toEqual([
      staffText('schemas/education.schema.json', '/allOf/2/then/errorMessage/required/act_score_composite'),
    ]);
    expect(education({ act_taken: 'N', act_score_composite: '99' })).toEqual({});
  });
});
