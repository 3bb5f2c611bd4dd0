/// <reference lib="dom" />
// Functions passed to page.evaluate and addInitScript run in the browser.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import { loggedInAccount } from './support/accounts.ts';
import { staffText } from '../support/staff-text.ts';

type Motion = 'reduce' | 'no-preference';

/** Records every CSS transition that starts on the page (`transitionrun`) from its first script on. */
async function recordTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { startedTransitions: string[] }).startedTransitions = started;
    document.addEventListener(
      'transitionrun',
      (event) => started.push(`${(event.target as Element).localName}${event.pseudoElement} ${(event.target as Element).className} ${event.propertyName}`),
      true,
    );
  });
}

const startedTransitions = (page: Page) => page.evaluate(() => (window as unknown as { startedTransitions: string[] }).startedTransitions.slice());

/** The opacity the element (or its pseudo-element) is drawn with, its ancestors' included. */
const drawnOpacity = (page: Page, selector: string, pseudo?: string) =>
  page.evaluate(
    ([wanted, pseudoElement]) => {
      const element = document.querySelector(wanted);
      let opacity = element && pseudoElement ? Number(getComputedStyle(element, pseudoElement).opacity) : 1;
      for (let node = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    },
    [selector, pseudo] as const,
  );

const help = staffText('texts-and-settings/messages.json', '/helpButton');

for (const motion of ['reduce', 'no-preference'] as Motion[]) {
  const instant = motion === 'reduce';

  test(`prefers-reduced-motion: ${motion}: the Help dialog and its backdrop ${instant ? 'appear at once' : 'fade in'}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await recordTransitions(page);
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('button', { name: help }).click();
    const dialog = page.getByRole('dialog', { name: help });
    await expect(dialog).toBeVisible();
    if (instant) {
      // Drawn whole the moment it is there, and not one transition ran on the way.
      expect(await drawnOpacity(page, 'dialog[open]')).toBe(1);
      expect(await drawnOpacity(page, 'dialog[open]', '::backdrop')).toBe(1);
      expect(await startedTransitions(page)).toEqual([]);
    } else {
      await expect.poll(() => startedTransitions(page)).toContainEqual(expect.stringMatching(/^dialog::backdrop .* opacity$/));
    }
    // Closing is as instant: gone without a fade.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (instant) expect(await startedTransitions(page)).toEqual([]);
  });

  test(`prefers-reduced-motion: ${motion}: the toast of a save ${instant ? 'appears at once, nothing on the page moving' : 'comes with transitions running'}`, async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await loggedInAccount(page.request, baseURL!);
    await recordTransitions(page);
    await page.goto('/about');
    await page.getByRole('button', { name: messages.save, exact: true }).click();
    const toast = page.locator('.MuiSnackbar-root').filter({ hasText: messages.answersSaved });
    await expect(toast).toBeVisible();
    if (instant) {
      expect(await drawnOpacity(page, '.MuiSnackbar-root .MuiPaper-root')).toBe(1);
      expect(await toast.locator('.MuiPaper-root').evaluate((paper) => getComputedStyle(paper).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      expect(await startedTransitions(page)).toEqual([]);
    } else {
      // Without the preference the same steps run transitions (the Save button's colours as it turns busy and back).
      await expect.poll(async () => (await startedTransitions(page)).length).toBeGreaterThan(0);
    }
  });
}
