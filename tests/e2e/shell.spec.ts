import { expect, test } from '@playwright/test';

test('an unknown path lands on /about keeping the query string', async ({ page }) => {
  await page.goto('/nowhere?x=1');
  await expect(page).toHaveURL(/\/about\?x=1$/);
  await expect(page.getByRole('heading', { name: 'About You' })).toBeVisible();
});
