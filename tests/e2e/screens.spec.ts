import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import authMessages from '../../texts-and-settings/auth/messages.json' with { type: 'json' };
import policy from '../../texts-and-settings/auth/policy.json' with { type: 'json' };
import tenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import temporaryAnswers from '../../texts-and-settings/temporary-answers.json' with { type: 'json' };
import { completeApplication } from '../support/complete-application.ts';
import { createConfirmedAccount, loggedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffText } from '../support/staff-text.ts';

/** Staff's way to hand out a pre-filled form: `npm run tmp:create`, against the database the e2e server uses. */
function temporaryAnswerLink(answers: Record<string, string>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tmp-answers-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const result = spawnSync('npm', ['run', '--silent', 'tmp:create', '--', file], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
  });
  expect(result.status, result.stderr).toBe(0);
  return new URL(result.stdout.trim()).search;
}

async function heading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

test('a ?token= link made by staff opens the form with its answers filled in', async ({ page }) => {
  const query = temporaryAnswerLink({ first_name: 'Tomasz', last_name: 'Nowak', city: 'Springfield' });
  await page.goto(`/${query}`);
  await heading(page, staffText('uischemas/pages.json', '/pages/0/title'));
  await expect(page.locator('#first_name')).toHaveValue('Tomasz');
  await expect(page.locator('#last_name')).toHaveValue('Nowak');
  await expect(page.locator('#city')).toHaveValue('Springfield');
  // Claimed: the token leaves the address bar and the history entry, so a copied address or the history holds no link.
  await expect(page).toHaveURL((url) => url.pathname === '/about' && !url.searchParams.has('token'));
});

test('a ?token= link that is not valid shows the error toast and an empty form', async ({ page }) => {
  await page.goto('/about?token=not-a-real-token');
  const toast = page.getByRole('alert').filter({ hasText: temporaryAnswers.invalidLink });
  await expect(toast).toBeVisible();
  await expect(page.locator('#first_name')).toHaveValue('');
  await expectNoAxeViolations(page);
});

const banner = tenant.branding.dateBanner;
const DAY = 86_400_000;
for (const [when, at, shown] of [
  ['inside', new Date(Date.parse(banner.start) + DAY), true],
  ['before', new Date(Date.parse(banner.start) - DAY), false],
  ['after', new Date(Date.parse(banner.end) + DAY), false],
] as const) {
  test(`the date banner is ${shown ? 'shown' : 'hidden'} ${when} its window`, async ({ page }) => {
    await page.clock.setFixedTime(at);
    await page.goto('/about');
    await heading(page, staffText('uischemas/pages.json', '/pages/0/title'));
    await expect(page.getByRole('note').filter({ hasText: banner.text })).toHaveCount(shown ? 1 : 0);
  });
}

test('the login card shows the locked message after the allowed failures', async ({ page, baseURL }) => {
  const email = await createConfirmedAccount(page.request, baseURL!);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  const locked = new RegExp(
    authMessages.loginLocked
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('\\{delay\\}', '.+')
      .replace('{delay}', '.+'),
  );
  for (let attempt = 1; attempt <= policy.loginThrottle.freeFailures; attempt += 1) {
    await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true }).fill(`Wrong-Password-${attempt}`);
    await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: authMessages.badCredentials })).toBeVisible();
    await page
      .getByRole('alert')
      .getByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') })
      .click();
    // Gone before the next try: a closing alert would otherwise answer for the next attempt while it is still sent.
    await expect(page.getByRole('alert').filter({ hasText: authMessages.badCredentials })).toHaveCount(0);
  }
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true }).fill('Wrong-Password-last');
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: locked })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Your Academics with the school search closed, and Next Steps, have no axe violations', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  await page.goto('/education');
  await heading(page, staffText('uischemas/pages.json', '/pages/1/title'));
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/final-steps');
  await heading(page, staffText('uischemas/pages.json', '/pages/2/title'));
  await expectNoAxeViolations(page);
});

test('the completion page has no axe violations', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const saved = await page.request.put('/api/answer', { data: completeApplication(), headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await page.request.post('/api/submit', { data: {}, headers: { origin: baseURL! } });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/completion$/);
  await expectNoAxeViolations(page);
});

test('the account popover and the Unexpected Error dialog of a failed logout have no axe violations', async ({ page, baseURL }) => {
  const email = await loggedInAccount(page.request, baseURL!);
  await page.goto('/about');
  await heading(page, staffText('uischemas/pages.json', '/pages/0/title'));
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }).click();
  const popover = page.getByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/accountLabel') });
  await expect(popover.getByText(email.toLowerCase())).toBeVisible();
  await expectNoAxeViolations(page);

  await page.route('**/api/logout', (route) => route.fulfill({ status: 500, json: { message: 'The logout could not be completed.' } }));
  await popover.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/logOut') }).click();
  const dialog = page.getByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/unexpectedErrorTitle') });
  await expect(dialog).toContainText('The logout could not be completed.');
  await expectNoAxeViolations(page);
});
