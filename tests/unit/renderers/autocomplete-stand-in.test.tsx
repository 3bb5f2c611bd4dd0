// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import settings from '../../../uischemas/renderers.json';
import schema from '../../fixtures/renderers/lookup.schema.json';
import { fixedLookup } from './autocomplete-lookup.ts';
import { renderForm } from './render-form.tsx';
import { control } from './tester-table.ts';

// The lookup fields before the combobox's code is here (renderers/autocomplete/combobox-code.ts), and the moment
// it arrives. The code loads once per test file, so these tests run in order: the first never focuses a field, hovers
// it or presses a key (each of which fetches the code); the second fetches it.

const texts = settings.texts;
const ADDRESS_1 = { id: 'addr-1', text: '1600 Pennsylvania Ave NW', sub_text: 'Washington, DC 20500' };
const uischema = {
  type: 'VerticalLayout',
  elements: [
    control('address_line_1', { renderer: 'autocomplete', category: 'address', prefix: '', help: 'Start with the number' }),
    control('hs_2_name', { renderer: 'autocomplete', category: 'hs_ceeb', prefix: 'hs_2_' }),
  ],
};

const combobox = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const isTheCombobox = (input: HTMLElement) => input.closest('.MuiAutocomplete-root') !== null;

describe('a lookup field before its combobox code is here', () => {
  it('is a closed, labelled combobox that takes typed text, searches, and keeps the text on leaving', async () => {
    const lookup = fixedLookup([ADDRESS_1]);
    const form = renderForm({ schema, uischema, lookup, data: { hs_2_name: 'Home School' } });
    const address = combobox(/Address/);
    expect(isTheCombobox(address)).toBe(false);
    expect(address.id).toBe('address_line_1');
    expect(address.getAttribute('aria-autocomplete')).toBe('list');
    expect(address.getAttribute('aria-expanded')).toBe('false');
    expect(address.getAttribute('aria-describedby')).toBe('address_line_1-help');
    expect(address.placeholder).toBe(texts.lookupPlaceholder);
    expect(address.maxLength).toBe(settings.defaults.textMaxLength);
    expect(combobox(/High School/).value).toBe('Home School');
    expect(combobox(/High School/).maxLength).toBe(80);

    fireEvent.change(address, { target: { value: '1600 penn' } });
    expect(address.value).toBe('1600 penn');
    await waitFor(() => expect(lookup.search).toHaveBeenCalledExactlyOnceWith('address', '1600 penn'));
    expect(form.changes).toEqual([]);
    fireEvent.blur(address);
    expect(form.changes).toEqual([{ address_line_1: '1600 penn', hs_2_name: 'Home School' }]);
    expect(await screen.findByText(texts.lookupTypedHint)).toBeTruthy();
    expect(isTheCombobox(combobox(/Address/))).toBe(false);
  });
});

describe('the combobox replacing the stand-in', () => {
  it('keeps the focus, the caret and the typed text of the field being typed in, and opens its list there only', async () => {
    const lookup = fixedLookup([ADDRESS_1]);
    const form = renderForm({ schema, uischema, lookup, data: { hs_2_name: 'Home School' } });
    const standIn = combobox(/Address/);
    standIn.focus(); // fetches the combobox's code; what follows happens before it can arrive
    fireEvent.change(standIn, { target: { value: '1600 penn' } });
    standIn.setSelectionRange(2, 4, 'backward');
    expect(isTheCombobox(standIn)).toBe(false);

    await waitFor(() => expect(isTheCombobox(combobox(/Address/))).toBe(true));
    const address = combobox(/Address/);
    expect(address).not.toBe(standIn);
    expect(document.activeElement).toBe(address);
    expect(address.value).toBe('1600 penn');
    expect([address.selectionStart, address.selectionEnd, address.selectionDirection]).toEqual([2, 4, 'backward']);
    expect(address.getAttribute('aria-describedby')).toBe('address_line_1-help');
    expect(address.maxLength).toBe(settings.defaults.textMaxLength);
    // The list the keys typed in the stand-in would have opened, with their search's answer.
    const listbox = await screen.findByRole('listbox');
    expect(address.getAttribute('aria-expanded')).toBe('true');
    expect(address.getAttribute('aria-controls')).toBe(listbox.id);
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1600 Pennsylvania Ave NWWashington, DC 20500', `${texts.lookupUse}1600 penn`]);
    // The other field came over too, without the focus or a list; nothing was committed by the swap.
    const school = combobox(/High School/);
    expect(isTheCombobox(school)).toBe(true);
    expect([school.value, school.getAttribute('aria-expanded')]).toEqual(['Home School', 'false']);
    expect(form.changes).toEqual([]);
    expect(screen.queryByText(texts.lookupTypedHint)).toBeNull();

    // And it works as before: choosing the suggestion fills the group.
    fireEvent.click(within(listbox).getByRole('option', { name: /Pennsylvania/ }));
    await form.answersWhere((answers) => answers.zip === '20500');
    expect(lookup.record).toHaveBeenCalledExactlyOnceWith('address', 'addr-1', '');
    await waitFor(() => expect(address.value).toBe(ADDRESS_1.text));
  });

  it('renders at once in a form opened after its code is here', () => {
    renderForm({ schema, uischema });
    expect(isTheCombobox(combobox(/Address/))).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });
});
