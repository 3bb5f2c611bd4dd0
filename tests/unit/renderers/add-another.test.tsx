// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addAnotherTester } from '../../../renderers/add-another/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import { renderForm, visitor } from './render-form.tsx';
import { testerTable } from './tester-table.ts';
import { controlLabel, staffText } from '../../support/staff-text.ts';

const prefixes = ['legacy_', 'legacy_2_', 'legacy_3_'];
const schema = {
  type: 'object',
  properties: Object.fromEntries(
    prefixes.flatMap((prefix) => [
      [`${prefix}first_name`, { type: 'string', title: 'Relative first name' }],
      [
        `${prefix}relationship`,
        { type: 'string', title: controlLabel('uischemas/about.uischema.json', 'parent_relationship'), oneOf: [{ const: 'P', title: 'Parent' }] },
      ],
    ]),
  ),
};
const group = {
  type: 'AddAnother',
  options: { buttonId: 'legacy', prefixes },
  elements: [
    { type: 'Control', scope: '#/properties/legacy_relationship' },
    { type: 'Control', scope: '#/properties/legacy_first_name' },
  ],
};
const page = { type: 'VerticalLayout', elements: [group] };
const loggedIn = (counts: Record<string, number>, onAdd = vi.fn()) => ({
  isLoggedIn: true,
  addAnother: { counts, onAdd },
});

describe('AddAnother renderer', () => {
  testerTable(addAnotherTester, [
    ['AddAnother', group, RANKS.compositeLayout],
    ['a vertical layout', { type: 'VerticalLayout', elements: [] }, -1],
  ]);

  it('shows one block by default, its keys as ids', () => {
    renderForm({ schema, uischema: page, context: loggedIn({}) });
    expect(document.getElementById('legacy_first_name')).not.toBeNull();
    expect(document.getElementById('legacy_2_first_name')).toBeNull();
  });

  it('shows as many blocks as the stored count, each writing its own prefixed keys', async () => {
    const form = renderForm({ schema, uischema: page, context: loggedIn({ legacy: 2 }) });
    expect(document.getElementById('legacy_2_first_name')).not.toBeNull();
    expect(document.getElementById('legacy_3_first_name')).toBeNull();
    await userEvent.selectOptions(document.getElementById('legacy_2_relationship')!, 'P');
    await form.answersWhere((a) => a.legacy_2_relationship === 'P' && a.legacy_2_relationship_desc === 'Parent');
  });

  it("offers 'Add Another' to a logged-in applicant below the maximum, calling back with the button id", async () => {
    const onAdd = vi.fn();
    renderForm({ schema, uischema: page, context: loggedIn({ legacy: 2 }, onAdd) });
    const button = screen.getByRole('button', { name: staffText('uischemas/renderers.json', '/texts/addAnother') });
    expect(button.id).toBe('legacy');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith('legacy');
  });

  it('hides the button at the maximum and from visitors', () => {
    const full = renderForm({ schema, uischema: page, context: loggedIn({ legacy: 3 }) });
    expect(document.getElementById('legacy_3_first_name')).not.toBeNull();
    expect(screen.queryByRole('button', { name: staffText('uischemas/renderers.json', '/texts/addAnother') })).toBeNull();
    full.unmount();
    renderForm({ schema, uischema: page, context: { ...visitor, addAnother: { counts: { legacy: 1 }, onAdd: vi.fn() } } });
    expect(screen.queryByRole('button', { name: staffText('uischemas/renderers.json', '/texts/addAnother') })).toBeNull();
  });

  // How many prefixes a group may list is the UI schema meta-schema's to say (the checker refuses more).
  it('never shows more blocks than the group has prefixes, whatever count is stored', () => {
    const many = Array.from({ length: 12 }, (_, i) => (i === 0 ? 'p_' : `p_${i + 1}_`));
    const wide = {
      type: 'object',
      properties: Object.fromEntries(many.map((prefix) => [`${prefix}name`, { type: 'string', title: `Name ${prefix}` }])),
    };
    const tooMany = { type: 'AddAnother', options: { buttonId: 'p', prefixes: many }, elements: [{ type: 'Control', scope: '#/properties/p_name' }] };
    renderForm({ schema: wide, uischema: tooMany, context: loggedIn({ p: 50 }) });
    expect(document.querySelectorAll('input')).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: staffText('uischemas/renderers.json', '/texts/addAnother') })).toBeNull();
  });

  it('has a read-only twin: the stored blocks, no button and no inputs', () => {
    const view = renderForm({
      schema,
      uischema: page,
      mode: 'display',
      context: loggedIn({ legacy: 2 }),
      data: { legacy_first_name: 'Ann', legacy_2_first_name: 'Bob', legacy_3_first_name: 'Cy' },
    });
    expect(view.container.textContent).toContain('Ann');
    expect(view.container.textContent).toContain('Bob');
    expect(view.container.textContent).not.toContain('Cy');
    expect(view.container.querySelector('input, select, button')).toBeNull();
  });
});
