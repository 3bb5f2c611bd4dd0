import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { appStarted, expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import drafts from '../../texts-and-settings/drafts.json' with { type: 'json' };
import idle from '../../texts-and-settings/auth/idle-timeout.json' with { type: 'json' };
import { GOOD_PASSWORD, loggedInAccount, postPublic } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffText } from '../support/staff-text.ts';

interface Draft {
  answers: Record<string, string | boolean>;
  typedAt: string | null;
}

async function draftOnServer(request: APIRequestContext): Promise<Draft> {
  const response = await request.get('/api/draft');
  expect(response.status()).toBe(200);
  return (await response.json()) as Draft;
}

async function savedAnswers(request: APIRequestContext): Promise<Record<string, unknown>> {
  return ((await (await request.get('/api/profile')).json()) as { answer: Record<string, unknown> }).answer;
}

/** The notice's sentence for a draft typed today, the date in the words drafts.json names. */
const noticeToday = () =>
  messages.draftNotice.replace('{date}', new Intl.DateTimeFormat(drafts.dateLocale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()));

const notice = (page: Page) => page.getByRole('region', { name: messages.draftTitle });
const draftStatus = (page: Page) => page.locator('[data-draft-status]');

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.type(text);
}

/** Presses a button with the keyboard alone. */
async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** Logs in on the login page the app shows after a logout. */
async function logInAgain(page: Page, email: string): Promise<void> {
  // The login card's code may still be arriving after the URL changed: wait for the card, not the address.
  const password = page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true });
  await expect(password).toBeVisible();
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/username')).fill(email);
  await password.fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: messages.submit }).click();
}

/** Another browser (a new context: no cookies, no storage) logged in as `email`, on /about. */
async function anotherDevice(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await postPublic(context.request, baseURL, '/public/login', { username: email, password: GOOD_PASSWORD });
  const page = await context.newPage();
  await page.goto('/about');
  await appStarted(page);
  return page;
}

/** Drafts sent while `letThrough` is false fail as if offline (`refused` counts them); after, they reach the server. */
async function refuseDraftsUntilLet(page: Page): Promise<{ refused: number; letThrough: boolean }> {
  const sending = { refused: 0, letThrough: false };
  await page.route('**/api/draft', (route) => {
    if (route.request().method() !== 'PUT' || sending.letThrough) return route.continue();
    sending.refused += 1;
    return route.abort('internetdisconnected');
  });
  return sending;
}

test('typing left unsaved when the tab closes is offered on another device, restored as unsaved changes and saved', async ({ page, baseURL, browser, context }) => {
  test.setTimeout(120_000);
  const email = await loggedInAccount(page.request, baseURL!);
  await page.goto('/about');
  await typeInto(page, '#first_name', 'Draft Ada');
  await page.locator('#first_name').blur();

  // Closed at once, before typing paused long enough for a draft: the page sends it as it goes.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await draftOnServer(context.request)).answers).toEqual({ first_name: 'Draft Ada' });
  // A draft is not an answer.
  expect((await savedAnswers(context.request)).first_name).toBeUndefined();

  const other = await anotherDevice(browser, baseURL!, email);
  await expect(notice(other)).toBeVisible();
  await expect(notice(other)).toContainText(noticeToday());
  await expect(other.locator('#first_name')).toHaveValue('');
  await expectNoAxeViolations(other);

  await pressButton(other, messages.draftRestore);
  await expect(notice(other)).toBeHidden();
  await expect(other.locator('#first_name')).toHaveValue('Draft Ada');
  await expect(draftStatus(other)).toHaveText(messages.draftRestored);
  await expect(draftStatus(other)).toBeFocused();
  await expectNoAxeViolations(other);
  // Restored as unsaved changes: the usual Save saves them, and the draft of those keys goes with the save.
  await pressButton(other, messages.save);
  await expect(other.locator('.MuiAlert-root').filter({ hasText: messages.answersSaved })).toBeVisible();
  expect((await savedAnswers(other.request)).first_name).toBe('Draft Ada');
  expect((await draftOnServer(other.request)).answers).toEqual({});
  await other.context().close();
});

test('Discard deletes the draft, which is not offered again', async ({ page, baseURL, browser }) => {
  const email = await loggedInAccount(page.request, baseURL!);
  const put = await page.request.put('/api/draft', { data: { answers: { city: 'Typed City' }, drop: [] }, headers: { origin: baseURL! } });
  expect(put.status()).toBe(200);
  const other = await anotherDevice(browser, baseURL!, email);
  await expect(notice(other)).toBeVisible();
  await pressButton(other, messages.draftDiscard);
  await expect(notice(other)).toBeHidden();
  await expect(draftStatus(other)).toHaveText(messages.draftDiscarded);
  await expect(draftStatus(other)).toBeFocused();
  expect(await draftOnServer(other.request)).toEqual({ answers: {}, typedAt: null });
  await other.reload();
  await appStarted(other);
  await expect(notice(other)).toBeHidden();
  await other.context().close();
});

test('logged out by the idle timer with unsaved typing: the draft went first and is offered at the next login', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = await loggedInAccount(page.request, baseURL!);
  await page.clock.install();
  await page.goto('/about');
  // The drafts sent after a pause in typing fail: only the idle timeout's own sending can bring this draft in.
  const sending = await refuseDraftsUntilLet(page);
  await typeInto(page, '#first_name', 'Idle Ada');
  await page.locator('#first_name').blur();
  await page.clock.fastForward(drafts.sendAfterMs + 1000);
  await expect.poll(() => sending.refused).toBeGreaterThan(0);
  expect((await draftOnServer(page.request)).answers).toEqual({});

  sending.letThrough = true;
  await page.clock.fastForward(idle.idleMs);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: idle.loggedOutMessage })).toBeVisible();

  await logInAgain(page, email);
  await expect(page).toHaveURL(/\/about$/);
  await expect(notice(page)).toContainText(noticeToday());
  await pressButton(page, messages.draftRestore);
  await expect(page.locator('#first_name')).toHaveValue('Idle Ada');
});

test('typing then Log Out from the account menu: the draft goes before the logout and is offered at the next login', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = await loggedInAccount(page.request, baseURL!);
  await page.goto('/about');
  await appStarted(page);
  // The drafts sent after a pause in typing fail (a failed one is not sent again until more typing): only the
  // logout's own sending can bring this draft in.
  const sending = await refuseDraftsUntilLet(page);
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/logout' || (path === '/api/draft' && request.method() === 'PUT')) order.push(path);
  });
  await typeInto(page, '#first_name', 'Leaving Ada');
  await page.locator('#first_name').blur();
  await expect.poll(() => sending.refused, { timeout: drafts.sendAfterMs + 10_000 }).toBeGreaterThan(0);
  expect((await draftOnServer(page.request)).answers).toEqual({});

  sending.letThrough = true;
  await page.getByRole('button', { name: messages.accountLabel }).click();
  await page.getByRole('dialog', { name: messages.accountLabel }).getByRole('button', { name: messages.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(order).toEqual(['/api/draft', '/api/logout']);

  await logInAgain(page, email);
  await expect(page).toHaveURL(/\/about$/);
  await expect(notice(page)).toContainText(noticeToday());
  await pressButton(page, messages.draftRestore);
  await expect(page.locator('#first_name')).toHaveValue('Leaving Ada');
});

test('two tabs of one session typing on different pages: both drafts are kept and offered', async ({ page, baseURL, browser, context }) => {
  test.setTimeout(120_000);
  const email = await loggedInAccount(page.request, baseURL!);
  // Both tabs open before either types: each knows the draft only as it was when it opened.
  const tabB = await context.newPage();
  await page.goto('/about');
  await appStarted(page);
  await tabB.goto('/education');
  await appStarted(tabB);

  await typeInto(page, '#first_name', 'Tab Ada');
  await page.locator('#first_name').blur();
  await expect.poll(async () => (await draftOnServer(context.request)).answers).toEqual({ first_name: 'Tab Ada' });
  await typeInto(tabB, '#hs_name', 'Tab High');
  await tabB.locator('#hs_name').blur();
  await expect.poll(async () => (await draftOnServer(context.request)).answers).toMatchObject({ hs_name: 'Tab High' });
  // Tab A types on: its own key is sent again, tab B's stays.
  await typeInto(page, '#first_name', ' L.');
  await page.locator('#first_name').blur();
  await expect.poll(async () => (await draftOnServer(context.request)).answers).toEqual({ first_name: 'Tab Ada L.', hs_name: 'Tab High' });

  // Another device is offered both, each on its page.
  const other = await anotherDevice(browser, baseURL!, email);
  await expect(notice(other)).toContainText(noticeToday());
  await pressButton(other, messages.draftRestore);
  await expect(other.locator('#first_name')).toHaveValue('Tab Ada L.');
  await other.goto('/education');
  await appStarted(other);
  await pressButton(other, messages.draftRestore);
  await expect(other.locator('#hs_name')).toHaveValue('Tab High');
  await other.context().close();
});

test('a visitor’s typing survives a reload of the tab, without the SSN and the date of birth', async ({ page }) => {
  await page.goto('/about');
  await typeInto(page, '#first_name', 'Visitor Vera');
  await typeInto(page, '#ssn', '123456789');
  await typeInto(page, '#birth_date', '04152008');
  await page.locator('#first_name').click();
  await expect(page.locator('#ssn')).toHaveValue('123-45-6789');
  await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).join(' '))).toContain('Visitor Vera');

  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toMatch(/123-?45-?6789|2008/);
  await page.reload();
  await appStarted(page);
  await expect(page.locator('#first_name')).toHaveValue('Visitor Vera');
  await expect(page.locator('#ssn')).toHaveValue('');
  await expect(page.locator('#birth_date')).toHaveValue('');
  // A visitor has no draft on the server to offer.
  await expect(notice(page)).toBeHidden();
});
