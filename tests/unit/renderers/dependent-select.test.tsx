// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dependentSelectTester } from '../../../renderers/dependent-select/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import uischema from '../../fixtures/renderers/contact.uischema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { controlLabel } from '../../support/staff-text.ts';

const [, , , , country, state, region] = uischema.elements;
const page = { type: 'VerticalLayout', elements: [country, state, region] };

describe('dependent select renderer', () => {
  testerTable(dependentSelectTester, [
    ['named dependentSelect', control('state', { renderer: 'dependentSelect', dependsOn: 'country', category: 'display' }), RANKS.namedControl],
    ['a plain select', control('state', { renderer: 'select' }), -1],
    ['oneOf without renderer', control('state'), -1],
  ]);

  it('shows a display dependent only while its condition holds', async () => {
    const form = renderForm({ schema, uischema: page });
    expect(document.getElementById('state')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')), 'USA');
    await form.answersWhere((answers) => answers.country === 'USA');
    expect(document.getElementById('state')).not.toBeNull();
  });

  it('shows a displayAndOptions dependent only with options for the controlling answer, and offers those', async () => {
    const form = renderForm({ schema, uischema: page, data: { country: 'USA' } });
    expect(document.getElementById('region')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')), 'FRA');
    await form.answersWhere((answers) => answers.country === 'FRA');
    const select = (await screen.findByLabelText('Region')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['--', 'Île-de-France', 'Bretagne']);
  });

  it('clears itself and its _desc in the same change when the controlling answer changes', async () => {
    const form = renderForm({ schema, uischema: page, data: { country: 'USA', country_desc: 'United States', state: 'NY', state_desc: 'New York' } });
    expect((screen.getByLabelText(controlLabel('uischemas/education.uischema.json', 'hs_state')) as HTMLSelectElement).value).toBe('NY');
    await userEvent.selectOptions(screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')), 'CAN');
    const answers = await form.answersWhere((a) => a.country === 'CAN');
    expect(answers).toMatchObject({ country: 'CAN', country_desc: 'Canada', state: '', state_desc: '' });
    expect(form.changes.some((a) => a.country === 'CAN' && a.state === 'NY')).toBe(false);
    await waitFor(() => expect((screen.getByLabelText(controlLabel('uischemas/education.uischema.json', 'hs_state')) as HTMLSelectElement).value).toBe(''));
  });

  it('is not cleared when the answers arrive from outside', async () => {
    const form = renderForm({ schema, uischema: page, data: {} });
    form.setAnswers({ country: 'USA', state: 'NY', state_desc: 'New York' });
    await waitFor(() => expect((screen.getByLabelText(controlLabel('uischemas/education.uischema.json', 'hs_state')) as HTMLSelectElement).value).toBe('NY'));
    expect(form.latest()).toEqual({ country: 'USA', state: 'NY', state_desc: 'New York' });
    expect(form.changes).toEqual([]);
  });
});
