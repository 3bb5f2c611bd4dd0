import { expect, test, type Page } from '@playwright/test';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import { loggedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { completeApplication } from '../support/complete-application.ts';

/** Presses a button with the keyboard. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** Presses every Add Another until each group shows all its blocks. */
async function expandEveryBlock(page: Page): Promise<void> {
  for (const button of ['hs', 'activity', 'honor', 'class']) {
    const control = page.locator(`[id="${button}"]`);
    for (let step = 0; step < 10 && (await control.count()) > 0; step += 1) {
      await control.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(100);
    }
    await expect(control).toHaveCount(0);
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('gaps on every page: Submit shows the summary with links in page order, each landing on its question; axe passes with errors at 1280 and 390 px @screenshot', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await loggedInAccount(page.request, baseURL!);
  const gaps = { last_name: '', hs_gpa: '', entry_term: '', entry_term_desc: '' };
  const saved = await page.request.put('/api/answer', { data: { ...completeApplication(), ...gaps }, headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/final-steps');
  await press(page, 'Submit');

  await expect(page).toHaveURL(/\/about$/);
  const summary = page.getByRole('region', { name: messages.summaryTitle });
  await expect(summary).toBeFocused();
  const headings = await summary.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings).toEqual(['About You', 'Your Academics', 'Next Steps']);
  const targets = await summary.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(targets).toEqual(['/about#last_name', '/education#hs_gpa', '/final-steps#entry_term']);

  for (const href of targets) {
    await summary.locator(`a[href="${href}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`), href).toBeFocused();
    if (href.startsWith('/education')) {
      await expandEveryBlock(page);
      await expectNoAxeViolations(page);
      await shoot(page, 'journey-education-errors');
    }
    if (href.startsWith('/final-steps')) {
      await expectNoAxeViolations(page);
      await shoot(page, 'journey-final-steps-errors');
    }
  }
});
