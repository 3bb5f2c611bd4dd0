// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectTester } from '../../../renderers/select/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { controlLabel } from '../../support/staff-text.ts';

const page = (...elements: object[]) => ({ type: 'VerticalLayout', elements });

describe('select renderer', () => {
  testerTable(selectTester, [
    ['named select', control('country', { renderer: 'select' }), RANKS.namedControl],
    ['oneOf without a renderer', control('country'), RANKS.inferredControl],
    ['oneOf shown as radios', control('gender', { renderer: 'radio' }), -1],
    ['plain string', control('first_name'), -1],
    ['year list on a plain string', control('grad_year', { renderer: 'select', yearList: { direction: 'past', count: 3 } }), RANKS.namedControl],
  ]);

  it('offers the empty "--" first, then the schema options', () => {
    renderForm({ schema, uischema: page(control('country')) });
    const select = screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')) as HTMLSelectElement;
    expect(select.id).toBe('country');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', '--'],
      ['USA', 'United States'],
      ['CAN', 'Canada'],
      ['FRA', 'France'],
    ]);
  });

  it('writes the value and its label in _desc in one change', async () => {
    const form = renderForm({ schema, uischema: page(control('country')) });
    await userEvent.selectOptions(screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')), 'CAN');
    await form.answersWhere((answers) => answers.country === 'CAN');
    expect(form.changes.every((answers) => (answers.country === undefined) === (answers.country_desc === undefined))).toBe(true);
    expect(form.latest()).toMatchObject({ country: 'CAN', country_desc: 'Canada' });
    await userEvent.selectOptions(screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')), '');
    await form.answersWhere((answers) => answers.country === '' && answers.country_desc === '');
  });

  it('lists the years of a yearList counted from its start', () => {
    renderForm({
      schema,
      uischema: page(control('grad_year', { renderer: 'select', yearList: { direction: 'past', count: 3, start: 2020 } })),
    });
    const select = screen.getByLabelText('Graduation year') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['', '2020', '2019', '2018']);
  });

  it('keeps showing a stored value the list no longer offers', () => {
    renderForm({ schema, uischema: page(control('country')), data: { country: 'ZZZ' } });
    expect((screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')) as HTMLSelectElement).value).toBe('ZZZ');
  });
});
