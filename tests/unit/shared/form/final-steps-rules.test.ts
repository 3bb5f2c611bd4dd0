import { describe, expect, it } from 'vitest';
import { pageErrors } from './page-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

const finalSteps = (changes: Record<string, string | boolean | undefined>) => pageErrors('final-steps', changes);

describe('Next Steps: the complete fixture', () => {
  it('has no errors', () => {
    expect(finalSteps({})).toEqual({});
  });
});

describe('Next Steps: required questions (the message is the label)', () => {
  it.each([
    ['housing_pref', staffText('schemas/final-steps.schema.json', '/errorMessage/required/housing_pref')],
    ['entry_term', staffText('schemas/final-steps.schema.json', '/errorMessage/required/entry_term')],
    ['conviction', staffText('schemas/final-steps.schema.json', '/errorMessage/required/conviction')],
    ['suspended', staffText('schemas/final-steps.schema.json', '/errorMessage/required/suspended')],
    ['counselor_waiver_request', staffText('schemas/final-steps.schema.json', '/errorMessage/required/counselor_waiver_request')],
  ])('%s', (key, message) => {
    expect(finalSteps({ [key]: '' })[key]).toEqual([message]);
  });

  it('legal_agree must be ticked', () => {
    const message = [staffText('schemas/final-steps.schema.json', '/errorMessage/required/legal_agree')];
    expect(finalSteps({ legal_agree: false }).legal_agree).toEqual(message);
    expect(finalSteps({ legal_agree: undefined }).legal_agree).toEqual(message);
  });
});

describe('Next Steps: a major, or help choosing one', () => {
  const message = [staffText('schemas/final-steps.schema.json', '/allOf/0/then/errorMessage/required/applied_major')];

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
    ['conviction', 'conviction_comment', staffText('schemas/final-steps.schema.json', '/allOf/1/then/errorMessage/required/conviction_comment')],
    ['suspended', 'suspended_comment', staffText('schemas/final-steps.schema.json', '/allOf/2/then/errorMessage/required/suspended_comment')],
  ])('%s Y needs %s; N needs nothing and clears it', (question, comment, message) => {
    expect(finalSteps({ [question]: 'Y', [comment]: '' })[comment]).toEqual([message]);
    expect(finalSteps({ [question]: 'Y', [comment]: 'In 2024 I was fined for trespassing.' })).toEqual({});
    expect(finalSteps({ [question]: 'N', [comment]: '' })).toEqual({});
  });
});
