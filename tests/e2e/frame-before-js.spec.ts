import { expect, test } from '@playwright/test';
import demoTenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import { spanishFile } from '../support/spanish-text.ts';
import { staffText } from '../support/staff-text.ts';

const { theme } = demoTenant.branding;
const aboutTitle = staffText('uischemas/pages.json', '/pages/0/title');

/** A #rrggbb colour as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * A first visit sees the page's frame before its JavaScript has run: the HTML alone paints the header in the tenant's
 * colours and the page's title, so a phone shows the page while the scripts arrive. Checked with JavaScript off, so
 * nothing here can come from the app.
 */
test.use({ javaScriptEnabled: false });

test("/about's frame paints without JavaScript: the tenant's header, the steps with the first page current", async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`${aboutTitle} | ${demoTenant.applicationTitle} | ${demoTenant.partnerName}`);
  await expect(page.getByRole('img', { name: demoTenant.branding.logoAlt })).toBeVisible();
  const steps = page.getByRole('navigation', { name: staffText('texts-and-settings/messages.json', '/stepsLabel') });
  await expect(steps.getByText(aboutTitle)).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText(aboutTitle);
  const bar = page.locator('header > div').first();
  await expect(bar).toHaveCSS('border-top-color', rgb(theme.primary.main));
});

test("/login's frame paints without JavaScript: the tenant's header and the card's title", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 })).toBeVisible();
  await expect(page.getByText(demoTenant.partnerName, { exact: true })).toBeVisible();
  // A language chosen before the app runs would be lost: the choice is not offered until it does.
  await expect(page.getByRole('combobox', { name: staffText('texts-and-settings/messages.json', '/languageLabel') })).toBeHidden();
  await expect(page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/helpButton') })).toBeHidden();
});

test.describe('asked for in Spanish', () => {
  test.use({ locale: 'es-US' });

  test("/about's frame is in the browser's language before the JavaScript runs", async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const { pages } = spanishFile<{ pages: Array<{ title: string }> }>('uischemas/pages.json');
    const { stepsLabel } = spanishFile<{ stepsLabel: string }>('texts-and-settings/messages.json');
    const steps = page.getByRole('navigation', { name: stepsLabel });
    await expect(steps.locator('[aria-current="step"]')).toContainText(pages[0].title);
    await expect(page).toHaveTitle(new RegExp(`^${pages[0].title} \\|`));
  });

  test("/login's frame titles its card in the browser's language", async ({ page }) => {
    await page.goto('/login');
    const { loginTitle } = spanishFile<{ loginTitle: string }>('texts-and-settings/messages.json');
    await expect(page.getByRole('heading', { name: loginTitle, level: 1 })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  /**
   * The server sends the rules of the page's first render with it (emotion's style tags, whose names the browser's
   * cache takes as inserted): the app's first commits, which run while a phone's main thread is busiest, insert none.
   * emotion's browser cache inserts what it has not seen into a tag of its own, `data-emotion="css"` with no names.
   */
  for (const path of ['/login', '/signup']) {
    test(`${path}: the app's first render inserts no style rule the server did not send`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/helpButton') })).toBeVisible();
      await expect(page.locator('form')).toBeVisible();
      const inserted = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText)),
      );
      expect(inserted).toEqual([]);
    });
  }
});
