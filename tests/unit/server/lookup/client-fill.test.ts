import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLookupClient } from '../../../../src/client/form/find-lookup.ts';
import { getPageUiSchema, isKnownAnswerKey, PAGE_NAMES } from '../../../../src/shared/form/index.ts';
import { forEachControl, keyOfScope } from '../../../../src/shared/form/uischema-tree.ts';
import type { UiElement } from '../../../../src/shared/form/types.ts';
import { isLookupCategory, LOOKUP_MAIN_FIELD, type LookupCategory } from '../../../../src/shared/lookup.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { isolatedDb, SHARED_LOOKUP_DIR, type IsolatedDb } from './helpers/isolated-db.ts';

// The client's lookup fetchers against the real route and the shared reference data: what the autocomplete
// commits when a suggestion is chosen, for every autocomplete control of the real pages.

interface AutocompleteControl {
  page: string;
  key: string;
  category: LookupCategory;
  prefix: string;
}

function autocompleteControls(): AutocompleteControl[] {
  const found: AutocompleteControl[] = [];
  for (const page of PAGE_NAMES) {
    forEachControl(getPageUiSchema(page) as UiElement, (control) => {
      const { renderer, category, prefix } = control.options ?? {};
      if (renderer !== 'autocomplete') return;
      if (typeof category !== 'string' || !isLookupCategory(category)) throw new Error(`${page}: bad category ${String(category)}`);
      found.push({ page, key: keyOfScope(control.scope)!, category, prefix: typeof prefix === 'string' ? prefix : '' });
    });
  }
  return found;
}

let isolated: IsolatedDb;
let test: TestApp;
const lookup = createLookupClient(async (path) => {
  const response = await test.app.inject({ url: path });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
});

beforeAll(async () => {
  isolated = await isolatedDb();
  test = await buildTestApp({ ...isolated.env, LOOKUP_DATA_DIR: SHARED_LOOKUP_DIR });
}, 120_000);
afterAll(async () => {
  await test?.close();
  await isolated?.drop();
});

describe('lookup fill through the client fetchers', () => {
  const controls = autocompleteControls();

  it('finds the four address groups of About You', () => {
    expect(controls.filter((control) => control.page === 'about').map((control) => control.key)).toEqual([
      'address_line_1',
      'mailing_address_line_1',
      'parent_address_line_1',
      'parent_2_address_line_1',
    ]);
  });

  // What a person types in each kind of control: a ZIP for an address, a school's name and town for a school.
  const TYPED: Record<LookupCategory, { text: string; city: string; zip: string }> = {
    address: { text: '80302', city: 'Boulder', zip: '80302' },
    hs_ceeb: { text: 'fairview boulder', city: 'Boulder', zip: '80305' },
    college_ceeb: { text: 'university of colorado boulder', city: 'Boulder', zip: '80309-0017' },
  };

  it.each(controls.map((control) => [control.key, control] as const))(
    '%s is its group main field, and a chosen suggestion fills only answer keys of its group',
    async (key, { category, prefix }) => {
      expect(key).toBe(`${prefix}${LOOKUP_MAIN_FIELD[category]}`);
      const typed = TYPED[category];
      const [first] = await lookup.search(category, typed.text);
      expect(first.sub_text).toContain(typed.city);
      const record = await lookup.record(category, first.id, prefix);
      expect(record).toMatchObject({ [`${prefix}city`]: typed.city, [`${prefix}state`]: 'CO', [`${prefix}state_desc`]: 'Colorado', [`${prefix}zip`]: typed.zip });
      for (const filled of Object.keys(record)) {
        expect(filled.startsWith(prefix), filled).toBe(true);
        expect(isKnownAnswerKey(filled), `${filled} is an answer key`).toBe(true);
      }
    },
    30_000,
  );

  it("'fairview boulder' puts the Boulder school first; its record fills the hs_ group being edited", async () => {
    const suggestions = await lookup.search('hs_ceeb', 'fairview boulder');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]).toMatchObject({ text: 'Fairview High School', sub_text: expect.stringMatching(/^Boulder, CO/) });
    const record = await lookup.record('hs_ceeb', suggestions[0].id, 'hs_2_');
    expect(record).toEqual({
      hs_2_name: 'Fairview High School',
      hs_2_ceeb: suggestions[0].id,
      hs_2_address_line_1: expect.any(String),
      hs_2_city: 'Boulder',
      hs_2_state: 'CO',
      hs_2_state_desc: 'Colorado',
      hs_2_zip: '80305',
    });
    expect(record[`hs_2_${LOOKUP_MAIN_FIELD.hs_ceeb}`]).toBe('Fairview High School');
  }, 30_000);

  it('reports a refused request as a failure (the renderer then keeps the chosen label)', async () => {
    await expect(lookup.record('hs_ceeb', '060118', 'mailing_')).rejects.toThrow(/400/);
    await expect(lookup.record('address', 'no-such-id', '')).rejects.toThrow(/404/);
  });
});
