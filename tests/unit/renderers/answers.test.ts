import { describe, expect, it } from 'vitest';
import type { UISchemaElement } from '@jsonforms/core';
import { applyAnswerChanges, dependentsOf } from '../../../renderers/common/answers.ts';

const dependent = (key: string, on: string) => ({ type: 'Control', scope: `#/properties/${key}`, options: { renderer: 'dependentSelect', dependsOn: on } });

describe('shared commit', () => {
  const root = {
    type: 'VerticalLayout',
    elements: [
      dependent('state', 'country'),
      dependent('county', 'state'),
      { type: 'AddAnother', options: { buttonId: 'hs', prefixes: ['hs_', 'hs_2_'] }, elements: [dependent('hs_state', 'hs_country')] },
    ],
  } as unknown as UISchemaElement;

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
