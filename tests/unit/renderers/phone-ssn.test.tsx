// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneTester } from '../../../renderers/phone/index.ts';
import { ssnTester } from '../../../renderers/ssn/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { controlLabel } from '../../support/staff-text.ts';

const phone = control('phone_mobile', { renderer: 'phone' });
const ssn = control('ssn', { renderer: 'ssn' });
const page = { type: 'VerticalLayout', elements: [phone, ssn] };

describe('phone renderer', () => {
  testerTable(phoneTester, [
    ['named phone', phone, RANKS.namedControl],
    ['plain string', control('phone_mobile'), -1],
  ]);

  it('formats as (ddd) ddd-dddd while typing and stores it that way', async () => {
    const form = renderForm({ schema, uischema: page });
    const input = screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'phone_mobile')) as HTMLInputElement;
    expect(input.id).toBe('phone_mobile');
    await userEvent.type(input, '2025');
    expect(input.value).toBe('(202) 5');
    await userEvent.type(input, '551234');
    expect(input.value).toBe('(202) 555-1234');
    await form.answersWhere((answers) => answers.phone_mobile === '(202) 555-1234');
  });

  it('keeps the caret beside the digit being edited', async () => {
    renderForm({ schema, uischema: page, data: { phone_mobile: '(202) 555-1234' } });
    const input = screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'phone_mobile')) as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{backspace}');
    expect(input.value).toBe('(205) 551-234');
    expect(input.selectionStart).toBe(3);
  });
});

describe('ssn renderer', () => {
  testerTable(ssnTester, [
    ['named ssn', ssn, RANKS.namedControl],
    ['plain string', control('ssn'), -1],
  ]);

  it('shows and stores the digits as ddd-dd-dddd', async () => {
    const form = renderForm({ schema, uischema: page });
    const input = screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'ssn')) as HTMLInputElement;
    expect(input.id).toBe('ssn');
    await userEvent.type(input, '123a456789');
    expect(input.value).toBe('123-45-6789');
    await form.answersWhere((answers) => answers.ssn === '123-45-6789');
  });
});
