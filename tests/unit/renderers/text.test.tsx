// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textTester } from '../../../renderers/text/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { controlLabel } from '../../support/staff-text.ts';

const page = (...elements: object[]) => ({ type: 'VerticalLayout', elements });

describe('text renderer', () => {
  testerTable(textTester, [
    ['named text', control('nickname', { renderer: 'text' }), RANKS.namedControl],
    ['plain string, no renderer', control('first_name'), RANKS.inferredControl],
    ['string naming another renderer (the named one outranks it)', control('first_name', { renderer: 'autocomplete' }), RANKS.fallbackControl],
    ['boolean', control('optin_sms_ind'), -1],
    ['string with oneOf', control('country'), -1],
    ['date format', control('birth_date'), -1],
    ['a layout', { type: 'VerticalLayout', elements: [] }, -1],
  ]);

  it('labels the input whose id is the answer key, marks required, and takes maxLength from the schema', () => {
    renderForm({ schema, uischema: page(control('first_name'), control('nickname')) });
    const input = screen.getByLabelText(/First Name/) as HTMLInputElement;
    expect(input.id).toBe('first_name');
    expect(input.maxLength).toBe(30);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*')).toBeTruthy();
    expect((document.getElementById('nickname') as HTMLInputElement).maxLength).toBe(45);
    expect(document.getElementById('nickname')!.getAttribute('aria-required')).toBeNull();
  });

  it('keeps typing local and commits after a pause, once', async () => {
    const form = renderForm({ schema, uischema: page(control('first_name')) });
    await userEvent.type(screen.getByLabelText(/First Name/), 'Ada');
    expect(form.changes.filter((answers) => answers.first_name !== undefined)).toHaveLength(0);
    const answers = await form.answersWhere((a) => a.first_name === 'Ada');
    expect(answers.first_name).toBe('Ada');
    expect(form.changes.filter((a) => a.first_name !== undefined)).toHaveLength(1);
  });

  it('commits at once on blur', async () => {
    const form = renderForm({ schema, uischema: page(control('first_name')) });
    const input = screen.getByLabelText(/First Name/);
    fireEvent.change(input, { target: { value: 'Grace' } });
    fireEvent.blur(input);
    await form.answersWhere((a) => a.first_name === 'Grace');
  });

  it('shows a stored answer and follows a change from outside', async () => {
    const form = renderForm({ schema, uischema: page(control('first_name')), data: { first_name: 'Ada' } });
    const input = screen.getByLabelText(/First Name/) as HTMLInputElement;
    expect(input.value).toBe('Ada');
    form.setAnswers({ first_name: '' });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('shows each error under the field, described by it and marked invalid', () => {
    renderForm({
      schema,
      uischema: page(control('first_name', { help: 'As on your passport' })),
      errors: { first_name: [controlLabel('uischemas/about.uischema.json', 'first_name'), 'Too short'] },
    });
    const input = screen.getByLabelText(/First Name/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toEqual(['first_name-help', 'first_name-error']);
    const errorBox = document.getElementById('first_name-error')!;
    expect([...errorBox.children].map((line) => line.textContent)).toEqual([controlLabel('uischemas/about.uischema.json', 'first_name'), 'Too short']);
  });
});
