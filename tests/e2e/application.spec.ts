import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import aboutUiSchema from '../../uischemas/about.uischema.json' with { type: 'json' };
import { codeIn, GOOD_PASSWORD, loggedInAccount, uniqueEmail, waitForMail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { completeAbout, completeApplication } from '../support/complete-application.ts';
import { fillByKeyboard, shownAnswer, type Answers } from './support/form-keyboard.ts';
import { staffText } from '../support/staff-text.ts';

const completeAnswers: Answers = completeAbout();

interface UiNode {
  scope?: string;
  options?: { renderer?: string; writeDesc?: boolean };
  elements?: UiNode[];
}

/** Radios write a `_desc` companion only when their UI schema asks (`writeDesc`). */
function radioKeysWithoutDesc(node: UiNode): string[] {
  const own = node.options?.renderer === 'radio' && !node.options.writeDesc && node.scope ? [node.scope.split('/').pop()!] : [];
  return [...own, ...(node.elements ?? []).flatMap(radioKeysWithoutDesc)];
}

/**
 * The fixture as the page stores it: a checkbox never ticked is not stored at all, and radios without `writeDesc`
 * leave their companion empty.
 */
function asStoredByThePage(answers: Answers): Answers {
  const noDesc = new Set(radioKeysWithoutDesc(aboutUiSchema as UiNode).map((key) => `${key}_desc`));
  return Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, value === false || noDesc.has(key) ? '' : value]));
}

async function profileAnswers(request: APIRequestContext): Promise<Answers> {
  const response = await request.get('/api/profile');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { answer: Answers }).answer;
}

async function saveAnswersDirectly(page: Page, baseURL: string, answers: Answers): Promise<void> {
  const response = await page.request.put('/api/answer', { data: answers, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openAbout(page: Page): Promise<void> {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeVisible();
  await expect(page.locator('#first_name')).toBeVisible();
}

/** Presses a button with the keyboard. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** The second legacy relative needs an Add Another block, which a logged-in student opens with the keyboard. */
async function addLegacyBlock(page: Page, key: string): Promise<boolean> {
  if (!key.startsWith('legacy_2_')) return false;
  await press(page, staffText('uischemas/renderers.json', '/texts/addAnother'));
  await expect(page.locator(`[id="${key}"]`)).toBeVisible();
  return true;
}

test('a student fills the whole About You page by keyboard, saves, and finds every answer after a reload @screenshot', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await loggedInAccount(page.request, baseURL!);
  await openAbout(page);
  await expect(page.getByRole('heading', { name: /^Welcome to your / })).toBeVisible();

  await fillByKeyboard(page, completeAnswers, (key) => addLegacyBlock(page, key));
  await press(page, staffText('texts-and-settings/messages.json', '/save'));
  await expect(page.getByRole('status').filter({ hasText: messages.answersSaved })).toBeVisible();

  const stored = await profileAnswers(page.request);
  const storedAsFixture = Object.fromEntries(Object.keys(completeAnswers).map((key) => [key, stored[key] ?? '']));
  expect(storedAsFixture).toEqual(asStoredByThePage(completeAnswers));

  await page.reload();
  await expect(page.locator('#first_name')).toHaveValue('Maria');
  for (const [key, value] of Object.entries(completeAnswers)) {
    if (!key.endsWith('_desc')) expect(await shownAnswer(page, key), key).toEqual(value);
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('about-filled.png'), fullPage: true });
});

test('hiding a section clears its answers, on the server too', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  await saveAnswersDirectly(page, baseURL!, completeAnswers);
  await openAbout(page);
  await expect(page.locator('#mailing_city')).toHaveValue('Springfield');

  // "Is your mailing address the same as your permanent address?" Yes hides the mailing address.
  await page.locator('#mailing_addr_same_as_perm_addr').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#mailing_city')).toHaveCount(0);
  await press(page, staffText('texts-and-settings/messages.json', '/save'));
  await expect(page.getByRole('status').filter({ hasText: messages.answersSaved })).toBeVisible();

  const stored = await profileAnswers(page.request);
  expect(stored.mailing_addr_same_as_perm_addr).toBe('Y');
  for (const key of ['mailing_address_line_1', 'mailing_city', 'mailing_state', 'mailing_state_desc', 'mailing_zip', 'mailing_country', 'mailing_addr_effective_date']) {
    expect(stored[key] ?? '', key).toBe('');
  }
  await page.reload();
  await page.locator('#mailing_addr_same_as_perm_addr').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#mailing_city')).toHaveValue('');
});

test('an incomplete submit shows the summary, which takes focus and whose links land on each question @screenshot', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await loggedInAccount(page.request, baseURL!);
  await saveAnswersDirectly(page, baseURL!, { first_name: 'Maria', last_name: '' });
  await page.goto('/final-steps');
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));

  await expect(page).toHaveURL(/\/about$/);
  const summary = page.getByRole('region', { name: messages.summaryTitle });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByText(messages.summaryText)).toBeVisible();
  await expect(summary.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toHaveCount(0);
  const errorMessage = page.locator('#last_name-error');
  await expect(errorMessage).toBeVisible();

  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('about-errors.png'), fullPage: true });

  const links = summary.getByRole('link');
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(targets.length).toBeGreaterThan(3);
  expect(targets).toContain('/about#last_name');
  expect(targets).toContain('/education#hs_name');
  expect(targets).not.toContain('/about#first_name');
  for (const [index, href] of targets.entries()) {
    await links.nth(index).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`), href).toBeFocused();
  }

  // Fixing an answer takes its link away at once.
  await summary.locator('a[href="/about#last_name"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#last_name')).toBeFocused();
  await page.locator('#last_name').focus();
  await page.keyboard.type('Lopez');
  await page.keyboard.press('Tab');
  await expect(summary.locator('a[href="/about#last_name"]')).toHaveCount(0);
  await expect(errorMessage).toHaveCount(0);
  const status = (await (await page.request.get('/api/profile')).json()) as { web_status: Array<{ web_status: string }> };
  expect(status.web_status.map((entry) => entry.web_status).sort()).toEqual(['started', 'validating']);
});

test('a complete application is submitted and ends on /completion', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  await saveAnswersDirectly(page, baseURL!, completeApplication());
  await page.goto('/final-steps');
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(page).toHaveURL(/\/completion$/);
  await expect(page.getByText(messages.submitted)).toBeVisible();
  await page.goto('/education');
  await expect(page).toHaveURL(/\/completion$/);
});

test('a visitor who types and presses Save and Continue signs up, and finds the answers saved after logging in', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await openAbout(page);
  await page.goto('/completion');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#first_name')).toBeVisible();
  await fillByKeyboard(page, { first_name: 'Ada', last_name: 'Byron', gender: 'F' });
  await press(page, staffText('texts-and-settings/messages.json', '/saveAndContinue'));

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/signupTitle'), level: 1 })).toBeVisible();
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/username')).fill(email);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true }).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/submit') }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code')).fill(codeIn(await waitForMail(email, /confirmation code/i)));
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/submit') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true }).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/submit') }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#first_name')).toHaveValue('Ada');
  await expect.poll(async () => (await profileAnswers(page.request)).last_name).toBe('Byron');
  const stored = await profileAnswers(page.request);
  expect([stored.first_name, stored.gender, stored.gender_desc]).toEqual(['Ada', 'F', 'Female']);
  await page.reload();
  await expect(page.locator('#last_name')).toHaveValue('Byron');
});

test('step links save first and remember the last page for the next visit', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  await openAbout(page);
  await fillByKeyboard(page, { first_name: 'Grace' });
  await page
    .getByRole('navigation', { name: staffText('texts-and-settings/messages.json', '/stepsLabel') })
    .getByRole('link', { name: '2 Your Academics' })
    .click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toHaveCount(0);
  const profile = (await (await page.request.get('/api/profile')).json()) as { last_page: string; answer: Answers };
  expect([profile.answer.first_name, profile.last_page]).toEqual(['Grace', '/education']);

  await page.goto('/about');
  await expect(page).toHaveURL(/\/education$/);
  await press(page, staffText('texts-and-settings/messages.json', '/previous'));
  await expect(page).toHaveURL(/\/about$/);
});

// The print view of a service user (real service tokens, read-only answers, a bad token's error screen) is tested in pdf.spec.ts.

test('a visitor without answers moves between pages freely, and sees the generic welcome', async ({ page }) => {
  await openAbout(page);
  await expect(page.getByRole('heading', { name: messages.welcomeOtherTitle })).toBeVisible();
  await expect(page.getByText(messages.alreadyStarted)).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, staffText('texts-and-settings/messages.json', '/saveAndContinue'));
  await expect(page).toHaveURL(/\/education$/);
});
