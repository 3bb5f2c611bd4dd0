/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, type Page } from '@playwright/test';
import { staffText } from '../../support/staff-text.ts';

export type Answers = Record<string, string | boolean>;

/** What kind of control holds a key's input (`id` = the key, renderers/README.md). */
async function controlKind(page: Page, key: string): Promise<'missing' | 'text' | 'date' | 'combobox' | 'select' | 'radio' | 'checkbox'> {
  return page.evaluate(
    ({ id, datePlaceholder }) => {
      const element = document.getElementById(id);
      if (!element) return 'missing';
      if (element instanceof HTMLSelectElement) return 'select';
      if (!(element instanceof HTMLInputElement) && !(element instanceof HTMLTextAreaElement)) return 'missing';
      if (element.type === 'radio') return 'radio';
      if (element.type === 'checkbox') return 'checkbox';
      if (element.getAttribute('role') === 'combobox') return 'combobox';
      return element.getAttribute('placeholder') === datePlaceholder ? 'date' : 'text';
    },
    { id: key, datePlaceholder: staffText('uischemas/renderers.json', '/texts/datePlaceholder') },
  );
}

/** The value a radio group of the key has checked ('' when none). */
function checkedRadio(page: Page, key: string): Promise<string> {
  return page.evaluate((id) => {
    const first = document.getElementById(id) as HTMLInputElement;
    return document.querySelector<HTMLInputElement>(`input[type=radio][name="${first.name}"]:checked`)?.value ?? '';
  }, key);
}

const isoToTyped = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Fills one answer with the keyboard only: focus by Tab order is replaced by focusing the control, then keys. */
async function fillOne(page: Page, key: string, value: string | boolean): Promise<void> {
  const control = page.locator(`[id="${key}"]`);
  const kind = await controlKind(page, key);
  if (kind === 'missing') throw new Error(`no control with id ${key}`);
  await control.focus();
  switch (kind) {
    case 'checkbox':
      if ((await control.isChecked()) !== value) await page.keyboard.press('Space');
      break;
    case 'radio': {
      // Space checks the first option; the arrows move and check the next ones.
      await page.keyboard.press('Space');
      for (let step = 0; step < 12 && (await checkedRadio(page, key)) !== value; step += 1) await page.keyboard.press('ArrowDown');
      expect(await checkedRadio(page, key), key).toBe(value);
      break;
    }
    case 'select': {
      // A closed native select picks the option whose label is typed.
      const label = await control.evaluate(
        (select: HTMLSelectElement, wanted) => Array.from(select.options).find((option) => option.value === wanted)?.text ?? '',
        value,
      );
      await page.keyboard.type(label);
      await expect(control, key).toHaveValue(String(value));
      break;
    }
    case 'combobox':
      // The list offers 'Use: <typed>' after any suggestions, which may still arrive and move the highlight; Tab
      // (below) keeps what was typed without choosing from the list, whatever it shows by then.
      await page.keyboard.type(String(value));
      await expect(page.getByRole('option', { name: `Use: ${value}`, exact: true })).toBeVisible();
      break;
    default:
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(kind === 'date' ? isoToTyped(String(value)) : String(value));
  }
  // Leaving the field commits it.
  if (kind !== 'radio' && kind !== 'checkbox') await page.keyboard.press('Tab');
  if (kind === 'combobox') await expect(control, key).toHaveValue(String(value));
}

/**
 * Fills the answers in page order with the keyboard. `_desc` companions are written by their selects and radios;
 * empty answers are left alone. A key whose control is not there yet is first revealed by `reveal` (e.g. pressing
 * Add Another), returning false when it cannot.
 */
export async function fillByKeyboard(page: Page, answers: Answers, reveal: (key: string) => Promise<boolean> = async () => false): Promise<void> {
  // As the applicant, wait for the whole page: a form page shows its questions a few per render (an in-app step to the
  // next page too, where page.goto's wait does not run), and a later section's control is not there before it.
  await expect(page.locator('[data-sections-to-come]')).toHaveCount(0);
  for (const [key, value] of Object.entries(answers)) {
    if (key.endsWith('_desc') || value === '') continue;
    if ((await controlKind(page, key)) === 'missing' && !(await reveal(key))) throw new Error(`no control with id ${key}`);
    await fillOne(page, key, value);
  }
}

/** What the page shows for a key, in the answer model's terms. */
export async function shownAnswer(page: Page, key: string): Promise<string | boolean> {
  const kind = await controlKind(page, key);
  if (kind === 'missing') return '';
  if (kind === 'radio') return checkedRadio(page, key);
  const control = page.locator(`[id="${key}"]`);
  if (kind === 'checkbox') return control.isChecked();
  const value = await control.inputValue();
  return kind === 'date' && value ? `${value.slice(6, 10)}-${value.slice(0, 2)}-${value.slice(3, 5)}` : value;
}
