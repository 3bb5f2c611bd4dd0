import demoTenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import { expect, test } from './support/test.ts';
import { staffText } from '../support/staff-text.ts';

const { theme } = demoTenant.branding;

/**
 * A first visit's styles come with the page. The build records the styles each page's first render
 * inserts (scripts/vite-first-styles.ts) and the server sends them in index.html, so emotion compiles and inserts none
 * of them in the page's first commit, its longest task on a phone. Counted here as the browser's rule
 * insertions (emotion inserts each rule with insertRule) from the start of the page until it is fully drawn, and
 * the moves of the class rules' element, which emotion's own hydration would make (each drops and adds its sheet).
 */
const pages = [
  {
    path: '/login',
    heading: { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 },
    button: staffText('texts-and-settings/messages.json', '/submit'),
    background: theme.primary.main,
  },
  {
    path: '/about',
    heading: { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 },
    button: staffText('texts-and-settings/messages.json', '/saveAndContinue'),
    background: theme.primary.main,
  },
  {
    path: '/education',
    heading: { name: staffText('uischemas/pages.json', '/pages/1/title'), level: 2 },
    button: staffText('texts-and-settings/messages.json', '/saveAndContinue'),
    background: theme.primary.main,
  },
  {
    path: '/final-steps',
    heading: { name: staffText('uischemas/pages.json', '/pages/2/title'), level: 2 },
    button: staffText('texts-and-settings/messages.json', '/submit'),
    background: theme.secondary.dark,
  },
];

/** A #rrggbb colour as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

for (const { path, heading, button, background } of pages) {
  test(`${path}'s first render inserts no style rule: the page brought them, and they style it`, async ({ page }) => {
    await page.addInitScript(() => {
      const counts = { inserted: 0, moved: 0 };
      (window as unknown as { ruleInsertions: typeof counts }).ruleInsertions = counts;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function counted(this: CSSStyleSheet, rule: string, index?: number) {
        counts.inserted++;
        return insertRule.call(this, rule, index);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof HTMLStyleElement && node.hasAttribute('data-first-styles')) counts.moved++;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', heading)).toBeVisible();
    const primary = page.getByRole('button', { name: button, exact: true });
    await expect(primary).toBeVisible();
    const counts = await page.evaluate(() => (window as unknown as { ruleInsertions: { inserted: number; moved: number } }).ruleInsertions);
    expect(counts).toEqual({ inserted: 0, moved: 0 });
    // The page's main button as the theme draws it, by the rules the page brought: the tenant's colours, white text.
    const colours = await primary.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours).toEqual({ background: rgb(background), text: 'rgb(255, 255, 255)' });
  });
}
