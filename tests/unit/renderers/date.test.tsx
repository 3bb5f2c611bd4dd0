// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateTester } from '../../../renderers/date/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { passEveryDebounce, useQuietTimers } from './quiet-time.ts';
import { controlLabel } from '../../support/staff-text.ts';

const page = { type: 'VerticalLayout', elements: [control('birth_date')] };

describe('date renderer', () => {
  afterEach(() => vi.useRealTimers());

  testerTable(dateTester, [
    ['named date', control('first_name', { renderer: 'date' }), RANKS.namedControl],
    ['format date without renderer', control('birth_date'), RANKS.inferredControl],
    ['plain string', control('first_name'), -1],
  ]);

  it('is one keyboard-typed box that writes a complete, real date as ISO', async () => {
    const form = renderForm({ schema, uischema: page });
    const input = screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'birth_date')) as HTMLInputElement;
    expect(input.id).toBe('birth_date');
    expect(input.getAttribute('aria-describedby')).toBe('birth_date-note');
    await userEvent.type(input, '03142005');
    expect(input.value).toBe('03/14/2005');
    await form.answersWhere((answers) => answers.birth_date === '2005-03-14');
  });

  it('shows a stored date as MM/DD/YYYY', () => {
    renderForm({ schema, uischema: page, data: { birth_date: '1999-12-31' } });
    expect((screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'birth_date')) as HTMLInputElement).value).toBe('12/31/1999');
  });

  it('clears the prior answer when the date becomes incomplete or impossible', async () => {
    const user = useQuietTimers();
    const form = renderForm({ schema, uischema: page, data: { birth_date: '1999-12-31' } });
    const input = screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'birth_date')) as HTMLInputElement;
    await user.type(input, '{backspace}');
    await form.answersWhere((answers) => answers.birth_date === '');
    await user.clear(input);
    await user.type(input, '02302000');
    await passEveryDebounce();
    expect(form.latest().birth_date).toBe('');
    expect(input.value).toBe('02/30/2000');
  });

  it('has a read-only twin with the date as text', () => {
    const view = renderForm({ schema, uischema: page, data: { birth_date: '1999-12-31' }, mode: 'display' });
    expect(view.container.textContent).toBe('Date of Birth12/31/1999');
    expect(view.container.querySelector('input')).toBeNull();
  });
});
