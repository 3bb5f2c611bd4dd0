import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import { loggedInAccount } from './support/accounts.ts';
import { staffText } from '../support/staff-text.ts';

/** The requests the page makes from now on whose method and path match. */
function recorded(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

async function pressSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.answersSaved })).toBeVisible();
}

test('a first page load takes the uploads from the profile and does not ask for them again', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const profiles = recorded(page, 'GET', '/api/profile');
  const documents = recorded(page, 'GET', '/api/document-answer');
  await page.goto('/final-steps');
  await page.getByRole('tab', { name: staffText('uischemas/final-steps.uischema.json', '/elements/0/elements/1/elements/1/label') }).click();
  await expect(page.locator('#personal_statement_doc')).toBeVisible();
  expect(profiles).toHaveLength(1);
  expect(documents).toHaveLength(0);
});

test('the keys a tab switch cleared on the server are not sent back empty', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const saved = await page.request.put('/api/answer', { data: { resume_essay: 'Typed before the switch' }, headers: { origin: baseURL! } });
  expect(saved.status()).toBe(200);
  await page.goto('/final-steps');
  await expect(page.locator('#resume_essay')).toHaveValue('Typed before the switch');
  const answerSaves = recorded(page, 'PUT', '/api/answer');
  const tabSaved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/tabs');
  await page.getByRole('tab', { name: staffText('uischemas/final-steps.uischema.json', '/elements/1/elements/0/elements/1/label') }).click();
  expect((await tabSaved).status()).toBe(200);
  await expect(page.locator('#resume_doc')).toBeVisible();
  await pressSave(page);
  const sentKeys = answerSaves.flatMap((request) => Object.keys(request.postDataJSON() as object));
  expect(sentKeys).not.toContain('resume_essay');
  expect(((await (await page.request.get('/api/profile')).json()) as { answer: object }).answer).not.toHaveProperty('resume_essay');
});

test('while validating, the errors of one check are posted once, not again by the Save that follows', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const validating = await page.request.post('/api/web-status', { data: { web_status: 'validating' }, headers: { origin: baseURL! } });
  expect(validating.status()).toBe(200);
  await page.goto('/about');
  await expect(page.locator('#first_name')).toBeVisible();
  const posts = recorded(page, 'POST', '/api/validations');
  await page.locator('#first_name').fill('Ana');
  await page.locator('#first_name').press('Tab');
  // The change is checked after a short rest and its errors (the rest of the form is empty) are posted.
  await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(1);
  await pressSave(page);
  // Long enough for any post the Save might still make (the check after a change waits a second).
  await page.waitForTimeout(2_000);
  expect(posts).toHaveLength(1);
});
