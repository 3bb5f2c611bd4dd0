import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import authMessages from '../../texts-and-settings/auth/messages.json' with { type: 'json' };
import idle from '../../texts-and-settings/auth/idle-timeout.json' with { type: 'json' };
import { loggedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffText } from '../support/staff-text.ts';

/** Idle time until the warning shows. */
const UNTIL_WARNING = idle.idleMs - idle.warningBeforeMs;

/**
 * How close to each moment the tests look. The page's clock keeps running (the dialog's code loads and its
 * transitions run on timers), so the real time between two steps counts too; on a loaded machine it can near a second.
 */
const MARGIN_MS = 5000;

const warning = (page: Page) => page.getByRole('dialog', { name: idle.title });

async function expectIdleLogout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: idle.loggedOutMessage })).toBeVisible();
  expect((await page.request.get('/api/session')).status()).toBe(401);
}

/** Moves the page's clock forward as if that much time had passed while the timers slept (a hidden tab, a laptop lid). */
async function sleepFor(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + ms);
}

test.beforeEach(async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  await page.clock.install();
  await page.goto('/about');
  await expect(page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') })).toBeVisible();
  // A key press starts the idle count now, however long the page took to load.
  await page.keyboard.press('Shift');
});

test('the warning comes a minute before the limit; Escape stays and refreshes the server session', async ({ page }) => {
  await page.clock.fastForward(UNTIL_WARNING - MARGIN_MS);
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward(MARGIN_MS);

  const dialog = warning(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(idle.text)).toBeVisible();
  await expect(dialog.getByRole('button', { name: idle.stay })).toBeFocused();
  await expect(dialog.getByRole('button', { name: idle.leave })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/h6-idle-warning.png' });

  // Moving the mouse over the dialog is no answer to it.
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 300);
  await expect(dialog).toBeVisible();

  const refresh = page.waitForRequest((request) => request.method() === 'GET' && request.url().endsWith('/api/session'));
  await page.keyboard.press('Escape');
  await refresh;
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);

  // Staying started the count again at the Escape.
  await page.clock.fastForward(UNTIL_WARNING - MARGIN_MS);
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward(MARGIN_MS);
  await expect(warning(page)).toBeVisible();
  await warning(page).getByRole('button', { name: idle.stay }).click();
  await expect(warning(page)).toBeHidden();
});

test('"No - Please log me out" logs out like the Log Out button', async ({ page }) => {
  await page.clock.fastForward(UNTIL_WARNING);
  await warning(page).getByRole('button', { name: idle.leave }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: authMessages.loggedOut })).toBeVisible();
});

test('without an answer the student is logged out at the limit, saying why', async ({ page }) => {
  await page.clock.fastForward(UNTIL_WARNING);
  await expect(warning(page)).toBeVisible();
  await page.clock.fastForward(idle.warningBeforeMs);
  await expectIdleLogout(page);
  await expectNoAxeViolations(page);
});

test('typing counts as activity', async ({ page }) => {
  await page.clock.fastForward(UNTIL_WARNING - 60_000);
  await page.keyboard.press('Tab');
  await page.clock.fastForward(UNTIL_WARNING - MARGIN_MS);
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward(MARGIN_MS);
  await expect(warning(page)).toBeVisible();
});

test('activity after 15 minutes or more logs out instead of counting', async ({ page }) => {
  await sleepFor(page, idle.idleMs);
  await expect(warning(page)).toBeHidden();
  await page.mouse.move(100, 100);
  await expectIdleLogout(page);
});

test('coming back to the tab looks at the clock: the warning after 14 minutes, logout after 15', async ({ page }) => {
  await sleepFor(page, UNTIL_WARNING + 1000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(warning(page)).toBeVisible();

  await sleepFor(page, idle.warningBeforeMs);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expectIdleLogout(page);
});
