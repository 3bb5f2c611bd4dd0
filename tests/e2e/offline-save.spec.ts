import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import { loggedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffText } from '../support/staff-text.ts';

async function savedAnswer(request: APIRequestContext, key: string): Promise<unknown> {
  const response = await request.get('/api/profile');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { answer: Record<string, unknown> }).answer[key];
}

/** The About You page of a fresh applicant; nothing typed or pressed yet, so no code loaded on demand is here. */
async function openAbout(page: Page, baseURL: string): Promise<void> {
  await loggedInAccount(page.request, baseURL);
  await page.goto('/about');
  await expect(page.locator('#first_name')).toBeVisible();
}

/** Presses Save with the keyboard (the key press is also what starts fetching the toast's code). */
async function pressSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/save'), exact: true }).focus();
  await page.keyboard.press('Enter');
}

const saveStatus = (page: Page) => page.locator('[data-save-status]');

test('Save with the connection gone keeps the page and the answer, says so, and saves once the connection returns', async ({ page, baseURL, context }) => {
  // Two axe runs over a whole form page beside the app's start.
  test.setTimeout(120_000);
  await openAbout(page, baseURL!);
  // Typed without a key press: the toast's code, fetched at the first key or pointer press, is not here yet.
  await page.locator('#first_name').fill('Offline Ada');
  await page.locator('#first_name').blur();

  await context.setOffline(true);
  await pressSave(page);

  // The failure is said, as a plain toast while the toast's code cannot load (that failed import used to empty the
  // whole page for good); the page is still there with the answer in it, and the save state is announced politely.
  await expect(page.getByRole('alert').filter({ hasText: messages.genericError })).toBeVisible();
  await expect(page.locator('#first_name')).toHaveValue('Offline Ada');
  await expect(page.getByRole('button', { name: messages.saveAndContinue })).toBeVisible();
  await expect(saveStatus(page)).toHaveText(messages.saveRetrying);
  await expect(saveStatus(page)).toHaveAttribute('role', 'status');
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveText(messages.savedAfterRetry);
  expect(await savedAnswer(page.request, 'first_name')).toBe('Offline Ada');
  await expect(page.locator('#first_name')).toHaveValue('Offline Ada');
  // The code that could not load came once the connection was back: later toasts are the real ones.
  await pressSave(page);
  await expect(page.locator('.MuiAlert-root').filter({ hasText: messages.answersSaved })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a save the server fails (503) is retried with backoff until it succeeds, answers kept', async ({ page, baseURL }) => {
  await openAbout(page, baseURL!);
  let refused = 0;
  await page.route('**/api/answer', async (route) => {
    if (refused < 2) {
      refused += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'busy' }) });
    }
    return route.continue();
  });
  await page.locator('#first_name').fill('Busy Ada');
  await page.locator('#first_name').blur();
  await pressSave(page);
  await expect(saveStatus(page)).toHaveText(messages.saveRetrying);
  await expect(saveStatus(page)).toHaveText(messages.savedAfterRetry, { timeout: 20_000 });
  expect(refused).toBe(2);
  expect(await savedAnswer(page.request, 'first_name')).toBe('Busy Ada');
});

test('leaving the page with unsaved changes asks first; once saved it does not', async ({ page, baseURL }) => {
  await openAbout(page, baseURL!);
  await page.locator('#first_name').click();
  await page.keyboard.type('Unsaved');
  await page.locator('#first_name').blur();

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  await pressSave(page);
  await expect(page.locator('.MuiAlert-root').filter({ hasText: messages.answersSaved })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('');
  let askedAgain = false;
  page.on('dialog', (again) => {
    askedAgain = true;
    void again.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(askedAgain).toBe(false);
});
