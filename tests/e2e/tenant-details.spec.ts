import { expect, test } from './support/test.ts';
import tenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { staffText } from '../support/staff-text.ts';

test('form pages have the form footer: help line, privacy policy and site links beside Help and Privacy', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: tenant.phone })).toHaveAttribute('href', `tel:${tenant.phone.replace(/\D/g, '')}`);
  await expect(footer.getByRole('link', { name: tenant.helpEmail })).toHaveAttribute('href', `mailto:${tenant.helpEmail}`);
  await expect(footer.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', tenant.privacyPolicyUrl);
  await expect(footer.getByRole('link', { name: new RegExp(`^Visit the ${tenant.partnerName} website`) })).toHaveAttribute('href', tenant.siteUrl);
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${tenant.branding.logoAlt}`) })).toHaveAttribute('href', tenant.siteUrl);
  await expectNoAxeViolations(page);
  await footer.screenshot({ path: screenshotPath('form-footer.png') });
  await page.getByRole('banner').getByRole('link').first().focus();
  await page.getByRole('banner').screenshot({ path: screenshotPath('form-header-logo-focused.png') });
});

test('account cards keep the plain footer', async ({ page }) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/helpButton') })).toBeVisible();
  await expect(footer.getByRole('link')).toHaveCount(0);
  await footer.screenshot({ path: screenshotPath('site-footer.png') });
});
