import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import settings from '../../uischemas/renderers.json' with { type: 'json' };
import { loggedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { controlLabel, staffText } from '../support/staff-text.ts';

const texts = settings.texts;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function openAbout(page: Page) {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeVisible();
  const address = page.locator('#address_line_1');
  // In the middle of the window, so the list opens below it as it does for most people.
  await address.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  return address;
}

/** Makes GET /lookup/find fail as a stopped API would: searches (`text=`), details (`id=`), or both. */
async function stopLookups(page: Page, which: 'text' | 'id' | 'all') {
  await page.route('**/lookup/find?*', (route) => {
    const url = new URL(route.request().url());
    return which === 'all' || url.searchParams.has(which) ? route.abort('connectionrefused') : route.continue();
  });
}

test('an address: type a ZIP, choose the suggestion, the group is filled; 0 axe violations with the list open', async ({ page }) => {
  const address = await openAbout(page);
  await expect(address).toHaveAttribute('role', 'combobox');
  await expect(address).toHaveAttribute('placeholder', texts.lookupPlaceholder);
  await address.fill('80302');
  const listbox = page.getByRole('listbox');
  const suggestion = listbox.getByRole('option', { name: /80302.*Boulder, CO/ });
  await expect(suggestion).toBeVisible();
  await expect(listbox.getByRole('option', { name: `${texts.lookupUse}80302` })).toBeVisible();
  await expect(address).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lookup-address-open.png` });

  await suggestion.click();
  await expect(page.locator('#city')).toHaveValue('Boulder');
  await expect(page.locator('#state')).toHaveValue('CO');
  await expect(page.locator('#zip')).toHaveValue('80302');
  await expect(page.locator('#country')).toHaveValue('USA');
  await expect(listbox).toBeHidden();
  await expect(page.getByText(texts.lookupTypedHint)).toBeHidden();
});

test('keyboard only: type, arrow to a suggestion, Enter fills the group', async ({ page }) => {
  const address = await openAbout(page);
  await address.focus();
  await page.keyboard.type('10001');
  await expect(page.getByRole('option', { name: /10001.*New York, NY/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(address).toHaveAttribute('aria-activedescendant', /address_line_1-option-0/);
  await page.keyboard.press('Enter');
  await expect(page.locator('#city')).toHaveValue('New York');
  await expect(page.locator('#state')).toHaveValue('NY');
  await expect(address).toBeFocused();
});

test("free text: 'Use: ' keeps what was typed and shows the hint", async ({ page }) => {
  const address = await openAbout(page);
  await address.fill('7 Rue Lepic');
  await page.getByRole('option', { name: `${texts.lookupUse}7 Rue Lepic` }).click();
  await expect(address).toHaveValue('7 Rue Lepic');
  const hint = page.getByText(texts.lookupTypedHint);
  await expect(hint).toBeVisible();
  await expect(address).toHaveAttribute('aria-describedby', new RegExp(`(^| )${await hint.getAttribute('id')}( |$)`));
  await expect(page.locator('#city')).toHaveValue('');
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lookup-free-text.png` });
});

test('searches fail: an empty list, silently, and typed text still goes in', async ({ page }) => {
  await stopLookups(page, 'all');
  const address = await openAbout(page);
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/lookup/find'));
  await address.fill('80302');
  await failed;
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([`${texts.lookupUse}80302`]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lookup-search-failed.png` });
  await address.press('Tab');
  await expect(address).toHaveValue('80302');
  await expect(page.getByText(texts.lookupTypedHint)).toBeVisible();
});

test('the detail fails: the chosen label goes into the address line', async ({ page }) => {
  await stopLookups(page, 'id');
  const address = await openAbout(page);
  await address.fill('80302');
  await page.getByRole('option', { name: /80302.*Boulder, CO/ }).click();
  await expect(address).toHaveValue('80302');
  await expect(page.locator('#city')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("'fairview boulder' finds the Boulder school first, and its record fills the hs_ fields of the group asked", async ({ request }) => {
  const found = await request.get('/lookup/find', { params: { category: 'hs_ceeb', text: 'fairview boulder', max_results: '5' } });
  expect(found.ok()).toBe(true);
  const suggestions = (await found.json()) as { id: string; text: string; sub_text: string }[];
  expect(suggestions.length).toBeGreaterThan(0);
  expect(suggestions.length).toBeLessThanOrEqual(5);
  expect(suggestions[0]).toMatchObject({ text: 'Fairview High School', sub_text: expect.stringMatching(/Boulder, CO/) });

  for (const prefix of ['hs_', 'hs_3_']) {
    const detail = await request.get('/lookup/find', { params: { category: 'hs_ceeb', id: suggestions[0].id, prefix } });
    expect(detail.ok()).toBe(true);
    expect(await detail.json()).toEqual({
      [`${prefix}name`]: 'Fairview High School',
      [`${prefix}ceeb`]: suggestions[0].id,
      [`${prefix}address_line_1`]: expect.any(String),
      [`${prefix}city`]: 'Boulder',
      [`${prefix}state`]: 'CO',
      [`${prefix}state_desc`]: 'Colorado',
      [`${prefix}zip`]: '80305',
    });
  }
});

test("a high school: type 'fairview boulder', choose the Boulder school; its fields are filled, saved and there after a reload", async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  await page.goto('/education');
  await expect(page.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/1/title'), level: 2 })).toBeVisible();
  const school = page.getByRole('combobox', { name: controlLabel('uischemas/education.uischema.json', 'hs_name') });
  await school.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await school.focus();
  await page.keyboard.type('fairview boulder');
  const boulder = page.getByRole('option', { name: /Fairview High School.*Boulder, CO/ });
  await expect(boulder).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lookup-school-open.png` });

  await boulder.click();
  const filled = { hs_name: 'Fairview High School', hs_ceeb: '060118', hs_city: 'Boulder', hs_state: 'CO', hs_zip: '80305' };
  for (const [key, value] of Object.entries(filled)) await expect(page.locator(`[id="${key}"]`)).toHaveValue(value);
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/save'), exact: true }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/api/profile')).json()) as { answer: Record<string, string> }).answer)
    .toMatchObject({
      ...filled,
      hs_state_desc: 'Colorado',
    });
  await page.reload();
  for (const [key, value] of Object.entries(filled)) await expect(page.locator(`[id="${key}"]`)).toHaveValue(value);
});

/** Holds back the combobox's code (its own chunk, renderers/autocomplete/combobox-code.ts) until `release()`. */
async function holdComboboxCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/LookupCombobox-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Pixels of two same-sized screenshots whose colours differ by more than antialiasing does (a few levels). */
async function visiblyDifferentPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  const count = await blank.evaluate(
    async (images) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [first, second] = await Promise.all(images.map(pixels));
      if (first.length !== second.length) return Infinity;
      let differing = 0;
      for (let at = 0; at < first.length; at += 4) {
        if ([0, 1, 2].some((channel) => Math.abs(first[at + channel] - second[at + channel]) > 4)) differing += 1;
      }
      return differing;
    },
    [a.toString('base64'), b.toString('base64')],
  );
  await blank.close();
  return count;
}

const comboboxLoaded = (page: Page) => expect(page.locator('.MuiAutocomplete-root #address_line_1')).toBeAttached();

test('before the combobox code is here the address box looks the same, and nothing moves when it comes', async ({ page }) => {
  const release = await holdComboboxCode(page);
  const address = await openAbout(page);
  const box = address.locator('xpath=..');
  await expect(address).toHaveAttribute('role', 'combobox');
  const before = { shot: await box.screenshot(), input: await address.boundingBox(), box: await box.boundingBox() };
  release();
  await page.keyboard.press('Shift'); // a first key press anywhere fetches the code
  await comboboxLoaded(page);
  expect({ input: await address.boundingBox(), box: await box.boundingBox() }).toEqual({ input: before.input, box: before.box });
  expect(await visiblyDifferentPixels(page, before.shot, await box.screenshot()), 'the box looks the same').toBe(0);
  await expect(address).not.toBeFocused();
});

test('typing before the combobox code is here: the combobox takes over the focus, the caret and the text, and opens', async ({ page }) => {
  const release = await holdComboboxCode(page);
  const address = await openAbout(page);
  await address.focus();
  await page.keyboard.type('80302');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  release();
  await comboboxLoaded(page);
  await expect(address).toBeFocused();
  await expect(page.getByRole('option', { name: /80302.*Boulder, CO/ })).toBeVisible();
  await expect(address).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type('9');
  await expect(address).toHaveValue('803902');
  // Nothing took the swap for the applicant leaving the field.
  await expect(page.getByText(texts.lookupTypedHint)).toBeHidden();
  await expectNoAxeViolations(page);
});
