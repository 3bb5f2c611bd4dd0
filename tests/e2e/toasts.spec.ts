import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import ui from '../../texts-and-settings/ui.json' with { type: 'json' };
import { uniqueEmail } from './support/accounts.ts';
import { staffText } from '../support/staff-text.ts';

/**
 * A real error toast: a wrong reset code for an address nobody signed up with. The mouse then rests on it, which
 * pauses its own closing (MUI pauses a toast under the pointer), so only the gesture under test can close it.
 */
async function raiseErrorToast(page: Page): Promise<Locator> {
  await page.goto(`/reset?username=${encodeURIComponent(uniqueEmail('toast'))}&id=123456`);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true }).fill('Another-Secret-77');
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/confirmPassword')).fill('Another-Secret-77');
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/submit') }).click();
  const toast = page.getByRole('alert').filter({ hasText: staffText('texts-and-settings/auth/cards.json', '/errorToastTitles/reset') });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return toast;
}

async function centre(toast: Locator): Promise<{ x: number; y: number }> {
  const box = (await toast.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a mouse drag to the right past the threshold dismisses a toast; a shorter one does not', async ({ page }) => {
  const toast = await raiseErrorToast(page);
  const { x, y } = await centre(toast);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + ui.toastSwipe.threshold - 10, y, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + ui.toastSwipe.threshold + 20, y, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});

test('a finger swipe to the right dismisses a toast', async ({ page }) => {
  const toast = await raiseErrorToast(page);
  const { x, y } = await centre(toast);
  const touch = (clientX: number) => ({ pointerId: 11, pointerType: 'touch', isPrimary: true, button: 0, clientX, clientY: y, bubbles: true });
  await toast.dispatchEvent('pointerdown', touch(x));
  await toast.dispatchEvent('pointermove', touch(x + 30));
  await toast.dispatchEvent('pointermove', touch(x + ui.toastSwipe.threshold + 10));
  await toast.dispatchEvent('pointerup', touch(x + ui.toastSwipe.threshold + 10));
  await expect(toast).toBeHidden();
});

test('keyboard users close a toast with Escape or its close button', async ({ page }) => {
  const first = await raiseErrorToast(page);
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  const second = await raiseErrorToast(page);
  await second.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') }).focus();
  await page.keyboard.press('Enter');
  await expect(second).toBeHidden();
});
