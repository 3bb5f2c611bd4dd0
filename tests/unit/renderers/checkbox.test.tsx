// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkboxTester } from '../../../renderers/checkbox/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';

const page = (...elements: object[]) => ({ type: 'VerticalLayout', elements });

describe('checkbox renderer', () => {
  testerTable(checkboxTester, [
    ['named checkbox', control('optin_sms_ind', { renderer: 'checkbox' }), RANKS.namedControl],
    ['boolean without renderer', control('optin_sms_ind'), RANKS.inferredControl],
    ['string', control('first_name'), -1],
  ]);

  it('stores a boolean and keeps its id', async () => {
    const form = renderForm({ schema, uischema: page(control('optin_sms_ind')) });
    const box = screen.getByLabelText('Send me text message updates') as HTMLInputElement;
    expect(box.id).toBe('optin_sms_ind');
    await userEvent.click(box);
    await form.answersWhere((answers) => answers.optin_sms_ind === true);
    await userEvent.click(box);
    await form.answersWhere((answers) => answers.optin_sms_ind === false);
  });

  it('shows its errors under it', () => {
    renderForm({ schema, uischema: page(control('optin_sms_ind')), errors: { optin_sms_ind: ['Must be ticked.'] } });
    const box = screen.getByLabelText('Send me text message updates');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('optin_sms_ind-error');
    expect(document.getElementById('optin_sms_ind-error')!.textContent).toBe('Must be ticked.');
  });

  it('has a read-only twin showing [X] or [ ] and no input', () => {
    const view = renderForm({ schema, uischema: page(control('optin_sms_ind')), mode: 'display', data: { optin_sms_ind: true } });
    expect(view.container.textContent).toBe('[X] Send me text message updates');
    expect(view.container.querySelector('input')).toBeNull();
    view.unmount();
    const unticked = renderForm({ schema, uischema: page(control('optin_sms_ind')), mode: 'display' });
    expect(unticked.container.textContent).toBe('[ ] Send me text message updates');
  });
});
