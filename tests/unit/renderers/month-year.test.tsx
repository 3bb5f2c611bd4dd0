// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monthYearTester } from '../../../renderers/month-year/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { staffText } from '../../support/staff-text.ts';

const pair = control('grad_month', { renderer: 'monthYear', yearKey: 'grad_year', yearList: { direction: 'future', count: 3, start: 2030 } });
const page = { type: 'VerticalLayout', elements: [{ ...pair, label: 'When will you graduate?' }] };

describe('month/year renderer', () => {
  testerTable(monthYearTester, [
    ['named monthYear', pair, RANKS.namedControl],
    ['oneOf without renderer', control('grad_month'), -1],
  ]);

  it('asks month and year in two labelled selects, each writing its key and _desc', async () => {
    const form = renderForm({ schema, uischema: page });
    expect(document.getElementById('grad_month-label')!.textContent).toBe('When will you graduate?');
    const month = screen.getByLabelText(staffText('uischemas/renderers.json', '/texts/month')) as HTMLSelectElement;
    const year = screen.getByLabelText(staffText('uischemas/renderers.json', '/texts/year')) as HTMLSelectElement;
    expect([month.id, year.id]).toEqual(['grad_month', 'grad_year']);
    expect([...year.options].map((option) => option.value)).toEqual(['', '2030', '2031', '2032']);
    await userEvent.selectOptions(month, '6');
    await userEvent.selectOptions(year, '2031');
    await form.answersWhere((a) => a.grad_month === '6' && a.grad_month_desc === 'June' && a.grad_year === '2031' && a.grad_year_desc === '2031');
  });

  it('shows the errors of both keys together under the pair', () => {
    renderForm({ schema, uischema: page, errors: { grad_month: ['Month is required.'], grad_year: ['Year is required.'] } });
    const box = document.getElementById('grad_month-error')!;
    expect([...box.children].map((line) => line.textContent)).toEqual(['Month is required.', 'Year is required.']);
    for (const select of [
      screen.getByLabelText(staffText('uischemas/renderers.json', '/texts/month')),
      screen.getByLabelText(staffText('uischemas/renderers.json', '/texts/year')),
    ]) {
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(select.getAttribute('aria-describedby')).toBe('grad_month-error');
    }
  });

  it('shows only the year error when only the year is wrong', () => {
    renderForm({ schema, uischema: page, errors: { grad_year: ['Year is required.'] } });
    expect(document.getElementById('grad_month-error')!.textContent).toBe('Year is required.');
  });

  it('has a read-only twin: month name and year', () => {
    const view = renderForm({ schema, uischema: page, mode: 'display', data: { grad_month: '6', grad_year: '2031' } });
    expect(view.container.textContent).toBe('When will you graduate?June 2031');
    expect(view.container.querySelector('select')).toBeNull();
  });
});
