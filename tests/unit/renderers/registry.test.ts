import { describe, expect, it } from 'vitest';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { displayRenderers, editRenderers, rendererManifest } from '../../../renderers/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import { decidedCopy } from '../../../renderers/show-when/decided.ts';
import { PAGE_NAMES, getPageSchema, getPageUiSchema } from '../../../src/shared/form/index.ts';
import { keyOfScope } from '../../../src/shared/form/uischema-tree.ts';
import type { UiElement } from '../../../src/shared/form/types.ts';

/** The manifest entry JSON Forms picks for an element: highest rank, then what ShowWhen hands on. */
function resolve(element: UISchemaElement, schema: JsonSchema): string {
  const context = { rootSchema: schema, config: {} };
  const ranked = rendererManifest.map((entry) => ({ entry, rank: entry.tester(element, schema, context) }));
  const best = ranked.reduce((a, b) => (b.rank > a.rank ? b : a));
  if (best.rank < 0) return 'none';
  return best.entry.name === 'showWhen' ? resolve(decidedCopy(element), schema) : best.entry.name;
}

const LAYOUTS: Record<string, string> = {
  VerticalLayout: 'verticalLayout',
  HorizontalLayout: 'horizontalLayout',
  Group: 'group',
  Label: 'label',
  Tab: 'verticalLayout',
  Conditional: 'conditional',
  ConfirmationTrigger: 'confirmationTrigger',
  AddAnother: 'addAnother',
  Tabs: 'tabs',
};

/** What uischemas/README.md promises for a control: its named renderer, else what its schema implies. */
function expectedFor(control: UiElement, schema: JsonSchema): string {
  const named = control.options?.renderer;
  const registered = rendererManifest.some((entry) => entry.name === named);
  if (named && registered) return named;
  const property = (schema.properties?.[keyOfScope(control.scope)!] ?? {}) as JsonSchema;
  if (named) return 'text'; // a renderer not registered (yet): a plain text box
  if (property.type === 'boolean') return 'checkbox';
  if (Array.isArray(property.oneOf)) return 'select';
  if (property.format === 'date') return 'date';
  return 'text';
}

function walk(element: UiElement, visit: (element: UiElement) => void) {
  visit(element);
  for (const child of element.elements ?? []) walk(child, visit);
}

describe('renderer registries', () => {
  it('hold every tester exactly once, edit and display alike', () => {
    for (const registry of [editRenderers, displayRenderers]) {
      expect(registry).toHaveLength(rendererManifest.length);
      for (const { tester } of rendererManifest) expect(registry.filter((entry) => entry.tester === tester)).toHaveLength(1);
    }
    expect(new Set(rendererManifest.map((entry) => entry.name)).size).toBe(rendererManifest.length);
  });

  it('rank everything at 50 or above, over the Material set', () => {
    for (const rank of Object.values(RANKS)) expect(rank).toBeGreaterThanOrEqual(50);
  });

  it('give every kind with inputs or buttons its own read-only twin', () => {
    const interactive = ['text', 'textarea', 'select', 'dependentSelect', 'radio', 'checkbox', 'date', 'monthYear', 'phone', 'ssn', 'autocomplete'];
    for (const name of [...interactive, 'addAnother', 'tabs', 'confirmationTrigger']) {
      const entry = rendererManifest.find((candidate) => candidate.name === name)!;
      expect(entry.display, name).not.toBe(entry.edit);
    }
  });

  it.each(PAGE_NAMES)('resolve every element of the %s page to the renderer the contract names', (page) => {
    const schema = getPageSchema(page) as JsonSchema;
    const found: string[] = [];
    walk(getPageUiSchema(page), (element) => {
      const expected = element.type === 'Control' ? expectedFor(element, schema) : LAYOUTS[element.type];
      const actual = resolve(element as UISchemaElement, schema);
      found.push(actual);
      expect(`${element.type} ${element.scope ?? element.label ?? ''} → ${actual}`).toBe(`${element.type} ${element.scope ?? element.label ?? ''} → ${expected}`);
    });
    expect(found).not.toContain('none');
  });

  it('resolve the About You controls to every kind it uses', () => {
    const kinds = new Set<string>();
    walk(getPageUiSchema('about'), (element) => {
      if (element.type === 'Control') kinds.add(resolve(element as UISchemaElement, getPageSchema('about') as JsonSchema));
    });
    expect([...kinds].sort()).toEqual(['autocomplete', 'checkbox', 'date', 'phone', 'radio', 'select', 'ssn', 'text']);
  });
});
