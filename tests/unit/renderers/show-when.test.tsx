// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showWhenTester } from '../../../renderers/show-when/index.ts';
import { conditionalTester } from '../../../renderers/conditional/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { controlLabel } from '../../support/staff-text.ts';

const whenFrance = { valueKey: 'country', operator: 'equals', target: 'FRA' };

describe('ShowWhen', () => {
  testerTable(showWhenTester, [
    ['a control with showWhen', control('nickname', { showWhen: whenFrance }), RANKS.showWhen],
    ['a layout with showWhen', { type: 'Group', label: 'G', elements: [], options: { showWhen: whenFrance } }, RANKS.showWhen],
    ['a displayAndOptions dependent select', control('region', { renderer: 'dependentSelect', category: 'displayAndOptions' }), RANKS.showWhen],
    ['a display dependent select without condition', control('state', { renderer: 'dependentSelect', category: 'display' }), -1],
    ['a control without condition', control('nickname'), -1],
  ]);

  it('renders a control or a whole group only while its condition holds', async () => {
    const uischema = {
      type: 'VerticalLayout',
      elements: [
        control('country'),
        control('nickname', { showWhen: whenFrance }),
        {
          type: 'Group',
          label: 'Abroad',
          options: { showWhen: { or: [whenFrance, { valueKey: 'country', operator: 'equals', target: 'CAN' }] } },
          elements: [control('first_name')],
        },
      ],
    };
    const form = renderForm({ schema, uischema });
    expect(document.getElementById('nickname')).toBeNull();
    expect(screen.queryByText('Abroad')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')), 'CAN');
    await form.answersWhere((answers) => answers.country === 'CAN');
    expect(document.getElementById('nickname')).toBeNull();
    expect(screen.getByText('Abroad')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(controlLabel('uischemas/about.uischema.json', 'country')), 'FRA');
    expect(await screen.findByLabelText(controlLabel('uischemas/about.uischema.json', 'preferred_name'))).toBeTruthy();
  });
});

describe('Conditional', () => {
  const conditional = {
    type: 'Conditional',
    options: { branches: [{ showWhen: { valueKey: 'country', operator: 'equals', target: 'USA' } }, { showWhen: whenFrance }] },
    elements: [control('ssn', { renderer: 'ssn' }), control('nickname')],
  };

  testerTable(conditionalTester, [
    ['Conditional', conditional, RANKS.compositeLayout],
    ['VerticalLayout', { type: 'VerticalLayout', elements: [] }, -1],
  ]);

  it('shows the one branch whose condition holds, or none', () => {
    const uischema = { type: 'VerticalLayout', elements: [conditional] };
    const none = renderForm({ schema, uischema, data: { country: 'CAN' } });
    expect(none.container.querySelector('input')).toBeNull();
    none.unmount();
    const usa = renderForm({ schema, uischema, data: { country: 'USA' } });
    expect(usa.container.querySelector('input')!.id).toBe('ssn');
    usa.unmount();
    const france = renderForm({ schema, uischema, data: { country: 'FRA' } });
    expect(france.container.querySelector('input')!.id).toBe('nickname');
  });
});
