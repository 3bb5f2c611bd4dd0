import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { codeIn, GOOD_PASSWORD, uniqueEmail, waitForMail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { completeApplication } from '../support/complete-application.ts';
import { staffText } from '../support/staff-text.ts';
import { spanishFormText, spanishText } from '../support/spanish-text.ts';

/** One gap per page: what the applicant leaves out or gets wrong, and the Spanish message each field must show. */
const GAPS = { last_name: '', hs_gpa: '', sat_score_math: '805', entry_term: '', entry_term_desc: '' };

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** A label's words, with the required mark after them when there is one. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** How long a save, or a page change that saves first, may take on a loaded machine. */
const AFTER_SAVE = { timeout: 30_000 };

/** Types an answer into the input of `key`. */
async function fill(page: Page, key: string, text: string): Promise<void> {
  await page.locator(`[id="${key}"]`).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/**
 * Records `<html lang>` whenever a page other than the log-in card shows its main heading or a question, from the first
 * paint on (read with shownLanguages): what the applicant saw, not only where the page ends up.
 */
async function recordShownLanguages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownLanguages: shown });
    new MutationObserver(() => {
      // The log-in card stays a moment after the address changed: only what comes after it counts.
      const loginCard = document.querySelector('input[autocomplete="current-password"]');
      if (window.location.pathname !== '/login' && !loginCard && document.querySelector('main h1, main label')) shown.push(document.documentElement.lang);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const shownLanguages = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { shownLanguages: string[] }).shownLanguages)]);

/** The scripts a page fetched: each one's address and text. */
function fetchedScripts(page: Page): Promise<{ url: string; text: string }>[] {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.push(
        response.text().then(
          (text) => ({ url: response.url(), text }),
          () => ({ url: response.url(), text: '' }),
        ),
      );
  });
  return scripts;
}

/** The field's own error line, read with its input. */
const errorOf = (page: Page, key: string) => page.locator(`[id="${key}-error"]`);

test('an applicant chooses Español on /login, signs up, sees every page and its errors in Spanish, submits, and keeps the choice after a reload and a new login @screenshot', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('espanol');
  const submit = () => spanishText('texts-and-settings/messages.json', '/submit');

  const scripts = fetchedScripts(page);
  await page.goto('/login');
  await page.getByRole('combobox', { name: staffText('texts-and-settings/messages.json', '/languageLabel') }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: spanishText('texts-and-settings/messages.json', '/languageLabel') })).toHaveValue('es');
  await expect(page.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: spanishText('texts-and-settings/messages.json', '/loginTitle') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('spanish-login-1280.png'), fullPage: true });
  // /login shows no form: the form's Spanish (form.json) is not fetched for it.
  const formTexts = (await Promise.all(scripts)).filter((script) => script.text.includes(spanishFormText('preferred_name.description')));
  expect(formTexts.map((script) => script.url)).toEqual([]);

  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await typeInto(page, spanishText('texts-and-settings/auth/cards.json', '/fields/username'), email);
  await typeInto(page, spanishText('texts-and-settings/auth/cards.json', '/fields/password'), GOOD_PASSWORD);
  await press(page, submit());
  await expect(page).toHaveURL(/\/confirm$/);
  await typeInto(page, spanishText('texts-and-settings/auth/cards.json', '/fields/code'), codeIn(await waitForMail(email, /./)));
  await press(page, submit());
  await expect(page).toHaveURL(/\/login$/);
  await typeInto(page, spanishText('texts-and-settings/auth/cards.json', '/fields/password'), GOOD_PASSWORD);
  await press(page, submit());
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('[id="first_name-label"]')).toHaveText(labelled(spanishFormText('first_name.label')));

  // The answers as a complete application with one gap per page, saved as the pages' Save would.
  const saved = await page.request.put('/api/answer', { data: { ...completeApplication(), ...GAPS }, headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/final-steps');
  await press(page, submit());
  await expect(page).toHaveURL(/\/about$/);

  await expect(errorOf(page, 'last_name')).toHaveText(spanishFormText('last_name.error.required'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('spanish-about-1280.png'), fullPage: true });
  await fill(page, 'last_name', 'Rivera');
  // A choice made in Spanish: the radio reads its Spanish title, the answer keeps its value and English title.
  await expect(page.getByRole('radio', { name: spanishFormText('gender.Male') })).toHaveAttribute('id', 'gender-M');
  await page.getByRole('radio', { name: spanishFormText('gender.Male') }).check();
  await expect(errorOf(page, 'last_name')).toHaveCount(0);
  await press(page, spanishText('texts-and-settings/messages.json', '/saveAndContinue'));
  await expect(page).toHaveURL(/\/education$/, AFTER_SAVE);
  await expect(errorOf(page, 'hs_gpa')).toHaveText(spanishFormText('hs_gpa.error.required'));
  await expect(errorOf(page, 'sat_score_math')).toHaveText(spanishFormText('sat_score_math.error.pattern'));
  await expectNoAxeViolations(page);
  await fill(page, 'hs_gpa', '3.75');
  await fill(page, 'sat_score_math', '720');
  await expect(errorOf(page, 'sat_score_math')).toHaveCount(0);
  await press(page, spanishText('texts-and-settings/messages.json', '/saveAndContinue'));
  await expect(page).toHaveURL(/\/final-steps$/, AFTER_SAVE);
  await expect(errorOf(page, 'entry_term')).toHaveText(spanishFormText('entry_term.error.required'));
  await expectNoAxeViolations(page);

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('[id="entry_term-label"]')).toHaveText(labelled(spanishFormText('entry_term.label')));

  // A new login in a browser that never chose (before submitting): the account's saved language is shown.
  const again = await browser.newContext({ baseURL, locale: 'en-US' });
  await recordShownLanguages(again);
  const later = await again.newPage();
  await later.goto('/login');
  await typeInto(later, staffText('texts-and-settings/auth/cards.json', '/fields/username'), email);
  await typeInto(later, staffText('texts-and-settings/auth/cards.json', '/fields/password'), GOOD_PASSWORD);
  await press(later, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(later).toHaveURL(/\/about$/);
  await expect(later.locator('html')).toHaveAttribute('lang', 'es');
  await expect(later.getByRole('combobox', { name: spanishText('texts-and-settings/messages.json', '/languageLabel') })).toHaveValue('es');
  // Never painted in the browser's English first.
  expect(await shownLanguages(later)).toEqual(['es']);
  await again.close();

  await page.locator('#entry_term').selectOption(String(completeApplication().entry_term));
  await press(page, submit());
  await expect(page).toHaveURL(/\/completion$/, AFTER_SAVE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const profile = (await (await page.request.get('/api/profile')).json()) as { answer: Record<string, unknown> };
  // Stored answers stay language-neutral: the option's value, and its English title in the _desc companion.
  expect([profile.answer.last_name, profile.answer.gender, profile.answer.gender_desc]).toEqual(['Rivera', 'M', 'Male']);

  // The applicant's copy of the submitted application prints the questions in Spanish.
  const link = page.getByRole('link', { name: spanishText('texts-and-settings/messages.json', '/pdfDownload') });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = test.info().outputPath('copia.pdf');
  await download.saveAs(file);
  const printed = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(printed).toContain(spanishFormText('first_name.label'));
  expect(printed).toContain(spanishFormText('last_name.label'));
  expect(printed).not.toContain(staffText('uischemas/about.uischema.json', '/elements/0/elements/0/elements/0/label'));

  // A new login once submitted, in a browser that never chose: /completion in the account's language from its first paint.
  const after = await browser.newContext({ baseURL, locale: 'en-US' });
  await recordShownLanguages(after);
  const done = await after.newPage();
  await done.goto('/login');
  await typeInto(done, staffText('texts-and-settings/auth/cards.json', '/fields/username'), email);
  await typeInto(done, staffText('texts-and-settings/auth/cards.json', '/fields/password'), GOOD_PASSWORD);
  await press(done, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(done).toHaveURL(/\/completion$/, AFTER_SAVE);
  await expect(done.getByRole('heading', { level: 1 })).toContainText(spanishText('tenants/demo/tenant.json', '/applicationTitle'));
  expect(await shownLanguages(done)).toEqual(['es']);
  await after.close();
});

/** A script a page asked for, and the script whose code asked for it (its import, static or dynamic). */
interface AskedScript {
  url: string;
  askedBy: string;
}

/**
 * The scripts a first visit to /about asks for until its first question shows, in the order it asks for them, each
 * with the script that asked (Chromium's request initiator, read through the DevTools protocol).
 */
async function scriptsUntilShown(browser: Browser, baseURL: string, locale: string, label: string): Promise<AskedScript[]> {
  const context = await browser.newContext({ baseURL, locale });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    const asked: AskedScript[] = [];
    const path = (url = '') => (url ? new URL(url).pathname : '');
    devtools.on('Network.requestWillBeSent', ({ type, request, initiator }) => {
      if (type === 'Script') asked.push({ url: path(request.url), askedBy: path(initiator.url ?? initiator.stack?.callFrames[0]?.url) });
    });
    await page.goto('/about');
    await expect(page.locator('[id="first_name-label"]')).toHaveText(labelled(label));
    return [...asked];
  } finally {
    await context.close();
  }
}

test("a Spanish browser's first visit to /about asks for no code of the page ahead of the page, only its texts beside it", async ({ browser, baseURL }) => {
  const englishLabel = staffText('uischemas/about.uischema.json', '/elements/0/elements/0/elements/0/label');
  const english = (await scriptsUntilShown(browser, baseURL!, 'en-US', englishLabel)).map(({ url }) => url);
  const spanishVisit = await scriptsUntilShown(browser, baseURL!, 'es', spanishFormText('first_name.label'));
  const languageCode = spanishVisit.filter(({ url }) => !english.includes(url)).map(({ url }) => url);
  // The page's code is all there, and the language's own files come beside it.
  expect(english.filter((url) => !spanishVisit.some((script) => script.url === url))).toEqual([]);
  expect(languageCode.length).toBeGreaterThan(0);
  // The language's code imports none of the page's code itself: asked for ahead of the page's stages, it would pull
  // the chunks it imports into one evaluation, in one long task.
  expect(spanishVisit.filter(({ url, askedBy }) => english.includes(url) && languageCode.includes(askedBy))).toEqual([]);
});
