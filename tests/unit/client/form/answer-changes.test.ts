import { describe, expect, it } from 'vitest';
import { applyAnswerChanges, commitAnswers, dependentsOf } from '../../../../src/client/form/answer-changes.ts';
import type { UiElement } from '../../../../src/shared/form/types.ts';

const dependent = (key: string, on: string) => ({ type: 'Control', scope: `#/properties/${key}`, options: { renderer: 'dependentSelect', dependsOn: on } });

describe('shared commit', () => {
  const root = {
    type: 'VerticalLayout',
    elements: [
      dependent('state', 'country'),
      dependent('county', 'state'),
      { type: 'AddAnother', options: { buttonId: 'hs', prefixes: ['hs_', 'hs_2_'] }, elements: [dependent('hs_state', 'hs_country')] },
    ],
  } as unknown as UiElement;

  it('finds dependents, AddAnother blocks included', () => {
    expect(dependentsOf(root)).toEqual({ country: ['state'], state: ['county'], hs_country: ['hs_state'], hs_2_country: ['hs_2_state'] });
    expect(dependentsOf(root)).toBe(dependentsOf(root));
  });

  it('writes all changes at once and clears a chain of dependents with their _desc', () => {
    const answers = { country: 'USA', state: 'NY', state_desc: 'New York', county: 'K', county_desc: 'Kings', other: 'x' };
    expect(applyAnswerChanges(answers, { country: 'CAN', country_desc: 'Canada' }, dependentsOf(root))).toEqual({
      country: 'CAN',
      country_desc: 'Canada',
      state: '',
      state_desc: '',
      county: '',
      county_desc: '',
      other: 'x',
    });
  });

  it('leaves dependents alone when the controlling answer keeps its value, and adds no keys that were absent', () => {
    const answers = { country: 'USA', state: 'NY' };
    expect(applyAnswerChanges(answers, { country: 'USA', country_desc: 'United States' }, dependentsOf(root))).toEqual({
      country: 'USA',
      country_desc: 'United States',
      state: 'NY',
    });
    expect(applyAnswerChanges({}, { hs_2_country: 'USA' }, dependentsOf(root))).toEqual({ hs_2_country: 'USA' });
  });
});

describe('commitAnswers (the one place a commit becomes answers)', () => {
  const control = (key: string) => ({ type: 'Control', scope: `#/properties/${key}` });
  const page = {
    type: 'VerticalLayout',
    elements: [
      control('country'),
      dependent('state', 'country'),
      control('has_pet'),
      { type: 'Group', options: { showWhen: { valueKey: 'has_pet', operator: 'equals', target: 'Y' } }, elements: [control('pet_name')] },
    ],
  } as unknown as UiElement;

  it('applies the change, clears dependents and every section the change hides, in one new map', () => {
    const answers = { country: 'USA', state: 'NY', has_pet: 'Y', pet_name: 'Rex', pet_name_desc: 'x' };
    expect(commitAnswers(page, answers, { country: 'CAN', has_pet: 'N' }, {})).toEqual({
      country: 'CAN',
      state: '',
      has_pet: 'N',
      pet_name: '',
      pet_name_desc: '',
    });
    expect(answers.pet_name).toBe('Rex');
  });

  it('computes a change from the current answers when given a function', () => {
    expect(commitAnswers(page, { has_pet: 'Y', pet_name: 'Rex' }, (answers) => ({ pet_name: `${answers.pet_name}!` }), {})).toEqual({
      has_pet: 'Y',
      pet_name: 'Rex!',
    });
  });

  it('gives back the same map when the commit changes nothing', () => {
    const answers = { country: 'USA', state: 'NY' };
    expect(commitAnswers(page, answers, { country: 'USA' }, {})).toBe(answers);
    expect(commitAnswers(page, answers, {}, {})).toBe(answers);
  });
});
