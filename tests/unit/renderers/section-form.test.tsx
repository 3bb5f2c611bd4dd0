// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadNextStepsRenderers } from '../../../renderers/index.ts';
import { PAGE_NAMES, getPageSchema, getPageUiSchema } from '../../../src/shared/form/index.ts';
import type { UiElement } from '../../../src/shared/form/types.ts';
import { renderForm } from './render-form.tsx';

/** Every AddAnother at its largest, so every repeated block is on the page. */
function allBlocks(element: UiElement, counts: Record<string, number> = {}): Record<string, number> {
  if (element.type === 'AddAnother') counts[element.options?.buttonId as string] = (element.options?.prefixes as string[]).length;
  for (const child of element.elements ?? []) allBlocks(child, counts);
  return counts;
}

// Next Steps loads its tabs' and uploads' renderers before its first render; so do these tests.
beforeAll(() => preloadNextStepsRenderers());

describe('a form per outermost section', () => {
  it.each(PAGE_NAMES)('puts every field of %s in the form of its outermost section, none nested', (page) => {
    const uischema = getPageUiSchema(page) as UiElement;
    const { container } = renderForm({
      schema: getPageSchema(page),
      uischema,
      context: { isLoggedIn: true, addAnother: { counts: allBlocks(uischema), onAdd: () => {} } },
    });
    const forms = [...container.querySelectorAll('form')];
    expect(forms).toHaveLength((uischema.elements ?? []).filter((element) => element.type === 'Group').length);
    expect(forms.every((form) => form.parentElement?.closest('form') === null)).toBe(true);
    const fields = [...container.querySelectorAll<HTMLInputElement>('input, select, textarea')];
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => field.form === null).map((field) => field.id || field.name)).toEqual([]);
  });

  it.each(PAGE_NAMES)("names each form of %s after its section's heading, the label in the UI schema, each name once", (page) => {
    const uischema = getPageUiSchema(page) as UiElement;
    const { container } = renderForm({
      schema: getPageSchema(page),
      uischema,
      context: { isLoggedIn: true, addAnother: { counts: allBlocks(uischema), onAdd: () => {} } },
    });
    const labels = (uischema.elements ?? []).filter((element) => element.type === 'Group').map((group) => (group as { label: string }).label);
    const names = [...container.querySelectorAll('form')].map((form) => {
      const heading = document.getElementById(form.getAttribute('aria-labelledby') ?? '');
      expect(heading?.tagName, form.outerHTML.slice(0, 80)).toMatch(/^H[3-6]$/);
      expect(form.contains(heading)).toBe(true);
      return heading?.textContent;
    });
    expect(names).toEqual(labels);
    expect(new Set(names).size).toBe(names.length);
  });

  it('submits nothing: a submit (Enter in a lone text field) is cancelled', () => {
    const { container } = renderForm({
      schema: { type: 'object', properties: { nickname: { type: 'string', title: 'Nickname' } } },
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Group', label: 'You', elements: [{ type: 'Control', scope: '#/properties/nickname' }] }] },
    });
    const form = container.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.noValidate).toBe(true);
  });
});
