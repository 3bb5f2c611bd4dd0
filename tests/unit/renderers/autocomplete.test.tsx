// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { autocompleteTester } from '../../../renderers/autocomplete/index.ts';
import { loadLookupCombobox } from '../../../renderers/autocomplete/combobox-code.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import settings from '../../../uischemas/renderers.json';
import { LOOKUP_LIMITS } from '../../../src/shared/lookup.ts';
import schema from '../../fixtures/renderers/lookup.schema.json';
import { FAIRVIEW_BOULDER, FAIRVIEW_OHIO, fixedLookup, RECORDS, ZIP_80302 } from './autocomplete-lookup.ts';
import { renderForm } from './render-form.tsx';
import { control, rankOf, testerTable } from './tester-table.ts';

const texts = settings.texts;
const page = (...elements: object[]) => ({ type: 'VerticalLayout', elements });
const address = (key = 'address_line_1', prefix = '') => control(key, { renderer: 'autocomplete', category: 'address', prefix });
const school = control('hs_2_name', { renderer: 'autocomplete', category: 'hs_ceeb', prefix: 'hs_2_' });
const ADDRESS_1 = { id: 'addr-1', text: '1600 Pennsylvania Ave NW', sub_text: 'Washington, DC 20500' };

function renderAddress(lookup = fixedLookup([ADDRESS_1]), data = {}) {
  const form = renderForm({ schema, uischema: page(address(), control('nickname')), lookup, data });
  return { form, lookup, input: screen.getByRole('combobox', { name: /Address/ }) as HTMLInputElement };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const listbox = () => screen.findByRole('listbox');

// The combobox as the applicant uses it, its code loaded (autocomplete-stand-in.test.tsx: before it is here).
beforeAll(() => loadLookupCombobox());
afterEach(() => vi.useRealTimers());

describe('autocomplete renderer', () => {
  testerTable(autocompleteTester, [
    ['named autocomplete', address(), RANKS.namedControl],
    ['named school autocomplete', school, RANKS.namedControl],
    ['plain string, no renderer', control('nickname'), -1],
    ['another named renderer', control('nickname', { renderer: 'text' }), -1],
    ['a layout', { type: 'VerticalLayout', elements: [] }, -1],
  ]);

  it('outranks the plain text box a string control falls back to', () => {
    expect(rankOf(autocompleteTester, address(), schema)).toBeGreaterThan(RANKS.fallbackControl);
  });

  it('is a labelled combobox whose id is the answer key, with the placeholder and the stored answer', () => {
    const { input } = renderAddress(undefined, { address_line_1: '12 Elm St' });
    expect(input.id).toBe('address_line_1');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.placeholder).toBe(texts.lookupPlaceholder);
    expect(input.value).toBe('12 Elm St');
  });

  it("says 'No options' when opened with nothing typed", async () => {
    const { input, lookup } = renderAddress();
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByText(texts.lookupNoOptions)).toBeTruthy();
    expect(lookup.search).not.toHaveBeenCalled();
  });

  it("says 'Loading...' while the first search waits, then lists text and sub text, and 'Use: ' what was typed", async () => {
    const { input, lookup } = renderAddress();
    type(input, '1600 penn');
    expect(await screen.findByText(texts.lookupLoading)).toBeTruthy();
    const options = within(await listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1600 Pennsylvania Ave NWWashington, DC 20500', `${texts.lookupUse}1600 penn`]);
    expect(lookup.search).toHaveBeenCalledExactlyOnceWith('address', '1600 penn');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('fills every field of the group in one commit when a suggestion is chosen', async () => {
    const { form, input, lookup } = renderAddress();
    type(input, '1600 penn');
    fireEvent.click(await screen.findByRole('option', { name: /Pennsylvania/ }));
    const filled = RECORDS['addr-1']('');
    await form.answersWhere((answers) => answers.zip === '20500');
    expect(lookup.record).toHaveBeenCalledExactlyOnceWith('address', 'addr-1', '');
    expect(form.changes).toEqual([filled]);
    await waitFor(() => expect(input.value).toBe('1600 Pennsylvania Ave NW'));
    expect(screen.queryByText(texts.lookupTypedHint)).toBeNull();
  });

  it('fills the group being edited: a school in the second high-school block, chosen by keyboard', async () => {
    const lookup = fixedLookup([FAIRVIEW_BOULDER, FAIRVIEW_OHIO]);
    const form = renderForm({ schema, uischema: page(school), lookup });
    const input = screen.getByRole('combobox', { name: /High School/ });
    expect(input.id).toBe('hs_2_name');
    type(input, 'fairview boulder');
    const boulder = await screen.findByRole('option', { name: /Boulder, CO 80305/ });
    // Enter chooses the highlighted row, as a screen reader announces it: MUI highlights the first row in an effect
    // after the rows are drawn, which a busy machine may run after this test's next line.
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(boulder.id));
    fireEvent.keyDown(input, { key: 'Enter' });
    await form.answersWhere((answers) => answers.hs_2_ceeb === '060118');
    expect(lookup.search).toHaveBeenCalledWith('hs_ceeb', 'fairview boulder');
    expect(lookup.record).toHaveBeenCalledExactlyOnceWith('hs_ceeb', '060118', 'hs_2_');
    expect(form.latest()).toMatchObject({ hs_2_name: 'Fairview High School', hs_2_city: 'Boulder', hs_2_state: 'CO', hs_2_zip: '80305' });
  });

  it("keeps what was typed with 'Use: ' and shows the hint, read with the field", async () => {
    const { form, input, lookup } = renderAddress();
    type(input, '7 Rue Lepic');
    fireEvent.click(await screen.findByRole('option', { name: `${texts.lookupUse}7 Rue Lepic` }));
    await form.answersWhere((answers) => answers.address_line_1 === '7 Rue Lepic');
    expect(form.changes).toEqual([{ address_line_1: '7 Rue Lepic' }]);
    expect(lookup.record).not.toHaveBeenCalled();
    const hint = await screen.findByText(texts.lookupTypedHint);
    expect(input.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('keeps typed text and shows the hint when the applicant leaves without choosing', async () => {
    const { form, input } = renderAddress();
    type(input, '9 Side Road');
    fireEvent.blur(input);
    await form.answersWhere((answers) => answers.address_line_1 === '9 Side Road');
    expect(await screen.findByText(texts.lookupTypedHint)).toBeTruthy();
    form.setAnswers({ address_line_1: '' }); // cleared from outside (a hidden section, say): no hint over nothing
    await waitFor(() => expect(screen.queryByText(texts.lookupTypedHint)).toBeNull());
  });

  it('shows an empty list, silently, when the search fails; typed text still works', async () => {
    const { input, lookup } = renderAddress(fixedLookup([ADDRESS_1], { failSearch: true }));
    type(input, '1600 penn');
    const options = within(await listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([`${texts.lookupUse}1600 penn`]);
    expect(lookup.search).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('writes the chosen label into the main field when the detail fails', async () => {
    const { form, input } = renderAddress(fixedLookup([ADDRESS_1], { failRecord: true }));
    type(input, '1600 penn');
    fireEvent.click(await screen.findByRole('option', { name: /Pennsylvania/ }));
    await form.answersWhere((answers) => answers.address_line_1 === ADDRESS_1.text);
    expect(form.changes).toEqual([{ address_line_1: ADDRESS_1.text }]);
    expect(input.value).toBe(ADDRESS_1.text);
  });

  it('leaves the first line as it was when a ZIP fills city, state and ZIP', async () => {
    const { form, input } = renderAddress(fixedLookup([ZIP_80302]), { address_line_1: '' });
    type(input, '80302');
    fireEvent.click(await screen.findByRole('option', { name: /Boulder, CO/ }));
    await form.answersWhere((answers) => answers.city === 'Boulder');
    expect(form.changes).toEqual([{ address_line_1: '', ...RECORDS['zip-80302']('') }]);
    expect(input.value).toBe('');
    fireEvent.blur(input);
    expect(form.changes).toHaveLength(1);
  });
});

describe('autocomplete search timing', () => {
  it(`searches once typing pauses for ${LOOKUP_LIMITS.debounceMs} ms, with the latest text`, async () => {
    vi.useFakeTimers();
    const { input, lookup } = renderAddress();
    type(input, '16');
    act(() => void vi.advanceTimersByTime(100));
    type(input, '1600');
    act(() => void vi.advanceTimersByTime(LOOKUP_LIMITS.debounceMs - 1));
    expect(lookup.search).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(lookup.search).toHaveBeenCalledExactlyOnceWith('address', '1600');
  });

  it(`searches at the latest ${LOOKUP_LIMITS.maxWaitMs} ms after typing starts, even without a pause`, async () => {
    vi.useFakeTimers();
    const { input, lookup } = renderAddress();
    const typed = '1600 Pennsylvania';
    for (let length = 1; length <= typed.length; length++) {
      type(input, typed.slice(0, length));
      act(() => void vi.advanceTimersByTime(100));
      const elapsed = length * 100;
      if (elapsed < LOOKUP_LIMITS.maxWaitMs) expect(lookup.search, `after ${elapsed} ms`).not.toHaveBeenCalled();
    }
    // A key every 100 ms for 1.7 s: a search 500 ms after each first waiting key, with the text typed by then
    // (keys 1-5, 6-10, 11-15); the last two keys still wait for their pause.
    expect(lookup.search.mock.calls.map(([, text]) => text)).toEqual(['1600', '1600 Penns', '1600 Pennsylvan']);
    act(() => void vi.advanceTimersByTime(LOOKUP_LIMITS.debounceMs));
    expect(lookup.search).toHaveBeenLastCalledWith('address', typed);
  });

  it('does not search for blank text and drops an answer that arrives after the text was cleared', async () => {
    vi.useFakeTimers();
    const { input, lookup } = renderAddress();
    type(input, '   ');
    act(() => void vi.advanceTimersByTime(LOOKUP_LIMITS.maxWaitMs));
    expect(lookup.search).not.toHaveBeenCalled();
    type(input, '1600');
    act(() => void vi.advanceTimersByTime(LOOKUP_LIMITS.debounceMs));
    type(input, '');
    await act(() => vi.runAllTimersAsync());
    expect(lookup.search).toHaveBeenCalledOnce();
    expect(screen.queryByRole('option', { name: /Pennsylvania/ })).toBeNull();
  });
});

describe('autocomplete display twin', () => {
  it('shows a school with its CEEB code', () => {
    renderForm({ schema, uischema: page(school), mode: 'display', data: { hs_2_name: 'Fairview High School', hs_2_ceeb: '060118' } });
    expect(document.getElementById('hs_2_name')!.textContent).toBe('High SchoolFairview High School (060118)');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows an address line, or a school typed without a code, as stored', () => {
    renderForm({ schema, uischema: page(address(), school), mode: 'display', data: { address_line_1: '12 Elm St', hs_2_name: 'Home School' } });
    expect(document.getElementById('address_line_1')!.textContent).toBe('Address12 Elm St');
    expect(document.getElementById('hs_2_name')!.textContent).toBe('High SchoolHome School');
  });
});
