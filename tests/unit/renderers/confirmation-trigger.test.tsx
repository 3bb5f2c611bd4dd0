// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmationTriggerTester } from '../../../renderers/confirmation-trigger/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';

const trigger = (options: object) => ({
  type: 'ConfirmationTrigger',
  options: { mode: 'button', label: 'I have a preferred name', position: 'after', ...options },
  elements: [control('nickname')],
});
const page = (options: object) => ({ type: 'VerticalLayout', elements: [trigger(options), control('first_name')] });

describe('ConfirmationTrigger', () => {
  testerTable(confirmationTriggerTester, [
    ['ConfirmationTrigger', trigger({}), RANKS.compositeLayout],
    ['Group', { type: 'Group', label: 'x', elements: [] }, -1],
  ]);

  it('reveals its content after a button toggle', async () => {
    renderForm({ schema, uischema: page({}) });
    const button = screen.getByRole('button', { name: 'I have a preferred name' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('nickname')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const input = document.getElementById('nickname')!;
    expect(button.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(button);
    expect(document.getElementById('nickname')).toBeNull();
  });

  it('reveals by a checkbox, content placed before it', async () => {
    renderForm({ schema, uischema: page({ mode: 'checkbox', position: 'before' }) });
    const box = screen.getByLabelText('I have a preferred name');
    await userEvent.click(box);
    const input = document.getElementById('nickname')!;
    expect(box.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('starts revealed when optional, or when its content holds an answer or an error', () => {
    const optional = renderForm({ schema, uischema: page({ position: 'optional' }) });
    expect(document.getElementById('nickname')).not.toBeNull();
    optional.unmount();
    const answered = renderForm({ schema, uischema: page({}), data: { nickname: 'Al' } });
    expect(document.getElementById('nickname')).not.toBeNull();
    answered.unmount();
    renderForm({ schema, uischema: page({}), errors: { nickname: ['Too long'] } });
    expect(document.getElementById('nickname')).not.toBeNull();
  });

  it('has a read-only twin: the content without the toggle', () => {
    const view = renderForm({ schema, uischema: page({}), mode: 'display', data: { nickname: 'Al' } });
    expect(view.container.textContent).toContain('Al');
    expect(view.container.querySelector('button, input')).toBeNull();
  });
});
