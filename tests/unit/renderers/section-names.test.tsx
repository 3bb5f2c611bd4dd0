// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PAGE_NAMES, getPageSchema, getPageUiSchema } from '../../../src/shared/form/index.ts';
import type { UiElement } from '../../../src/shared/form/types.ts';
import { renderForm } from './render-form.tsx';
import { controlLabel, staffText } from '../../support/staff-text.ts';

function walk(element: UiElement, visit: (element: UiElement) => void) {
  visit(element);
  for (const child of element.elements ?? []) walk(child, visit);
}

/** Every AddAnother at its largest, so every repeated block is on the page. */
function allBlocks(uischema: UiElement): Record<string, number> {
  const counts: Record<string, number> = {};
  walk(uischema, (element) => {
    if (element.type === 'AddAnother') counts[element.options?.buttonId as string] = (element.options?.prefixes as string[]).length;
  });
  return counts;
}

/** Text a screen reader reads: without aria-hidden parts (the required asterisk). */
function shownText(element: HTMLElement | null): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').trim();
}

/** A radio question is a fieldset (group) holding a radiogroup of the same name; each role must be unique. */
const namesOf = (role: 'group' | 'radiogroup') =>
  screen.queryAllByRole(role).map((element) => {
    const ids = element.getAttribute('aria-labelledby')?.split(' ') ?? [];
    return ids.map((id) => shownText(document.getElementById(id))).join(' ');
  });

describe('names of repeated questions', () => {
  it.each(PAGE_NAMES)('gives every group of inputs on %s a name of its own', (page) => {
    const uischema = getPageUiSchema(page) as UiElement;
    renderForm({
      schema: getPageSchema(page),
      uischema,
      context: { isLoggedIn: true, addAnother: { counts: allBlocks(uischema), onAdd: () => {} } },
    });
    for (const role of ['group', 'radiogroup'] as const) {
      const names = namesOf(role);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      expect(names.every((name) => name.trim() !== '')).toBe(true);
      // Testing Library computes the same names from the DOM: each finds exactly one element.
      for (const name of names) expect(screen.getAllByRole(role, { name })).toHaveLength(1);
    }
  });

  it("names a question in each section after the section's heading (Parent/Guardian 1 and 2)", () => {
    const schema = {
      type: 'object',
      properties: {
        p1_lives: {
          type: 'string',
          title: 'Lives with you?',
          oneOf: [
            { const: 'Y', title: 'Yes' },
            { const: 'N', title: 'No' },
          ],
        },
        p2_lives: {
          type: 'string',
          title: 'Lives with you?',
          oneOf: [
            { const: 'Y', title: 'Yes' },
            { const: 'N', title: 'No' },
          ],
        },
      },
    };
    const section = (label: string, key: string) => ({
      type: 'Group',
      label,
      elements: [{ type: 'Control', scope: `#/properties/${key}`, options: { renderer: 'radio' } }],
    });
    renderForm({ schema, uischema: { type: 'VerticalLayout', elements: [section('Guardian A', 'p1_lives'), section('Guardian B', 'p2_lives')] } });
    expect(screen.getByRole('group', { name: 'Guardian A Lives with you?' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Guardian B Lives with you?' })).toBeTruthy();
  });

  it('names each block of an AddAnother after its section and number', () => {
    const prefixes = ['rel_', 'rel_2_'];
    const schema = {
      type: 'object',
      properties: Object.fromEntries(prefixes.map((prefix) => [`${prefix}alive`, { type: 'string', title: 'Living?', oneOf: [{ const: 'Y', title: 'Yes' }] }])),
    };
    const uischema = {
      type: 'Group',
      label: 'Relatives',
      elements: [
        {
          type: 'AddAnother',
          options: { buttonId: 'rel', prefixes },
          elements: [{ type: 'Control', scope: '#/properties/rel_alive', options: { renderer: 'radio' } }],
        },
      ],
    };
    renderForm({ schema, uischema, context: { isLoggedIn: true, addAnother: { counts: { rel: 2 }, onAdd: () => {} } } });
    expect(screen.getByRole('heading', { name: 'Relatives 2', level: 4 })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Relatives 1 Living?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Relatives 2 Living?' })).toBeTruthy();
  });

  it('gives a titled part inside another the next heading level, through repeated blocks too', () => {
    const schema = {
      type: 'object',
      properties: {
        act_name: { type: 'string', title: controlLabel('uischemas/education.uischema.json', 'activity_name') },
        act_2_name: { type: 'string', title: controlLabel('uischemas/education.uischema.json', 'activity_name') },
        act_9th: { type: 'boolean', title: '9th' },
      },
    };
    const uischema = {
      type: 'Group',
      label: staffText('uischemas/education.uischema.json', '/elements/3/label'),
      elements: [
        {
          type: 'AddAnother',
          options: { buttonId: 'act', prefixes: ['act_', 'act_2_'] },
          elements: [{ type: 'Control', scope: '#/properties/act_name' }],
        },
        { type: 'Group', label: 'Grades', elements: [{ type: 'Control', scope: '#/properties/act_9th' }] },
      ],
    };
    renderForm({ schema, uischema, context: { isLoggedIn: true, addAnother: { counts: { act: 2 }, onAdd: () => {} } } });
    expect(screen.getByRole('heading', { name: staffText('uischemas/education.uischema.json', '/elements/3/label'), level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activities 2', level: 4 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Grades', level: 4 })).toBeTruthy();
  });
});
