import { describe, expect, it } from 'vitest';
import { pageErrors } from './page-helpers.ts';

const finalSteps = (changes: Record<string, string | boolean | undefined>) => pageErrors('final-steps', changes);

describe('Next Steps: the complete fixture', () => {
  it('has no errors', () => {
    expect(finalSteps({})).toEqual({});
  });
});

describe('Next Steps: required questions (spec point 5, the message is the label)', () => {
  it.each([
    ['housing_pref', 'I would like to:'],
    ['entry_term', 'When do you plan to enroll?'],
    ['conviction', 'Have you ever been convicted of a misdemeanor, felony or other crime?'],
    ['suspended', 'Have you ever been suspended, expelled or otherwise disciplined by a school?'],
    ['counselor_waiver_request', 'Do you waive your right to see what your counselor writes about you?'],
  ])('%s', (key, message) => {
    expect(finalSteps({ [key]: '' })[key]).toEqual([message]);
  });

  it('legal_agree must be ticked', () => {
    const message = ['Please certify that the information in your application is complete and true.'];
    expect(finalSteps({ legal_agree: false }).legal_agree).toEqual(message);
    expect(finalSteps({ legal_agree: undefined }).legal_agree).toEqual(message);
  });
});

describe('Next Steps: a major, or help choosing one', () => {
  const message = ['Choose a major, or tell us you would like help choosing one.'];

  it('asks on the major when neither is given', () => {
    expect(finalSteps({ applied_major: '', nursing_major_help: false })).toEqual({ applied_major: message });
  });

  it('is satisfied by either one', () => {
    expect(finalSteps({ applied_major: '', nursing_major_help: true })).toEqual({});
    expect(finalSteps({ applied_major: 'NURS', nursing_major_help: false })).toEqual({});
  });
});

describe('Next Steps: comments for a Y answer', () => {
  it.each([
    ['conviction', 'conviction_comment', 'Please explain the circumstances of the conviction.'],
    ['suspended', 'suspended_comment', 'Please explain the circumstances of the discipline.'],
  ])('%s Y needs %s; N needs nothing and clears it', (question, comment, message) => {
    expect(finalSteps({ [question]: 'Y', [comment]: '' })[comment]).toEqual([message]);
    expect(finalSteps({ [question]: 'Y', [comment]: 'In 2024 I was fined for trespassing.' })).toEqual({});
    expect(finalSteps({ [question]: 'N', [comment]: '' })).toEqual({});
  });
});
