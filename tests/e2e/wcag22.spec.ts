/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import cardTexts from '../../texts-and-settings/auth/cards.json' with { type: 'json' };
import idle from '../../texts-and-settings/auth/idle-timeout.json' with { type: 'json' };
import { codeIn, GOOD_PASSWORD, loggedInAccount, uniqueEmail, waitForMail } from './support/accounts.ts';
import { fillByKeyboard, shownAnswer, type Answers } from './support/form-keyboard.ts';

const AFTER_SAVE = { timeout: 30_000 };

/** Pastes `text` into the field as a password manager or the clipboard would: Ctrl+V from the clipboard. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(text);
}

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test.describe('3.3.8 accessible authentication: paste and password managers work in every password and code field', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('sign up, confirm and log in by pasting the password and the code, each field named for password managers', async ({ page }) => {
    const email = uniqueEmail('paste');
    await page.goto('/signup');
    const username = page.getByLabel(cardTexts.fields.username, { exact: true });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await paste(page, username, email);
    const newPassword = page.getByLabel(cardTexts.fields.newPassword, { exact: true });
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await paste(page, newPassword, GOOD_PASSWORD);
    await press(page, cardTexts.submit);

    await expect(page).toHaveURL(/\/confirm$/);
    const code = page.getByLabel(cardTexts.fields.code, { exact: true });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await paste(page, code, codeIn(await waitForMail(email, /confirmation code/i)));
    await press(page, cardTexts.submit);

    await expect(page).toHaveURL(/\/login$/);
    const password = page.getByLabel(cardTexts.fields.password, { exact: true });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await paste(page, password, GOOD_PASSWORD);
    await press(page, cardTexts.submit);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the reset card: the code is a one-time code, both passwords new ones, and each takes a paste', async ({ page }) => {
    await page.goto('/reset');
    for (const [label, autocomplete, text] of [
      [cardTexts.fields.resetCode, 'one-time-code', '123456'],
      [cardTexts.fields.newPassword, 'new-password', GOOD_PASSWORD],
      [cardTexts.fields.confirmPassword, 'new-password', GOOD_PASSWORD],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
      await paste(page, field, text);
    }
  });
});

test.describe('3.3.7 redundant entry', () => {
  test('the e-mail address typed at sign-up is never asked again: the confirm and login cards and About You carry it', async ({ page }) => {
    const email = uniqueEmail('redundant');
    await page.goto('/signup');
    await page.getByLabel(cardTexts.fields.username, { exact: true }).fill(email);
    await page.getByLabel(cardTexts.fields.newPassword, { exact: true }).fill(GOOD_PASSWORD);
    await press(page, cardTexts.submit);
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByLabel(cardTexts.fields.username, { exact: true })).toHaveValue(email);
    await page.getByLabel(cardTexts.fields.code, { exact: true }).fill(codeIn(await waitForMail(email, /confirmation code/i)));
    await press(page, cardTexts.submit);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(cardTexts.fields.username, { exact: true })).toHaveValue(email);
    await page.getByLabel(cardTexts.fields.password, { exact: true }).fill(GOOD_PASSWORD);
    await press(page, cardTexts.submit);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('#email_address')).toHaveValue(email);
  });

  test('answers are kept on going back: Previous, then forward again, shows what was typed on both pages', async ({ page, baseURL }) => {
    await loggedInAccount(page.request, baseURL!);
    await page.goto('/about');
    const aboutTyped: Answers = { first_name: 'Ines', last_name: 'Okafor', city: 'Dayton' };
    await fillByKeyboard(page, aboutTyped);
    await press(page, messages.saveAndContinue);
    await expect(page).toHaveURL(/\/education$/, AFTER_SAVE);
    const educationTyped: Answers = { hs_name: 'Roosevelt High School' };
    await expect(page.locator('#hs_name')).toBeVisible(AFTER_SAVE);
    await fillByKeyboard(page, educationTyped);

    await press(page, messages.previous);
    await expect(page).toHaveURL(/\/about$/, AFTER_SAVE);
    await expect(page.locator('[data-sections-to-come]')).toHaveCount(0);
    for (const [key, value] of Object.entries(aboutTyped)) await expect.poll(() => shownAnswer(page, key), { message: key }).toBe(value);

    await press(page, messages.saveAndContinue);
    await expect(page).toHaveURL(/\/education$/, AFTER_SAVE);
    await expect(page.locator('[data-sections-to-come]')).toHaveCount(0);
    for (const [key, value] of Object.entries(educationTyped)) await expect.poll(() => shownAnswer(page, key), { message: key }).toBe(value);
  });
});

test('2.2.1 timing adjustable: the idle warning lets the applicant stay, past the time the logout would have come', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  await page.clock.install();
  await page.goto('/about');
  await page.keyboard.press('Shift');
  await page.clock.fastForward(idle.idleMs - idle.warningBeforeMs);
  const warning = page.getByRole('dialog', { name: idle.title });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: idle.stay })).toBeFocused();
  // The warning gives the time it says, then one key stays.
  expect(idle.warningBeforeMs).toBeGreaterThanOrEqual(20_000);
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  // Where the logout would have come, and a minute past it: still here, still logged in.
  await page.clock.fastForward(idle.warningBeforeMs + 60_000);
  await expect(page).toHaveURL(/\/about$/);
  await expect(warning).toBeHidden();
  expect((await page.request.get('/api/session')).status()).toBe(200);
});
