import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import about from '../fixtures/about.complete.answers.json' with { type: 'json' };
import education from '../fixtures/education.complete.answers.json' with { type: 'json' };
import finalSteps from '../fixtures/final-steps.complete.answers.json' with { type: 'json' };
import { codeIn, GOOD_PASSWORD, loggedInAccount, uniqueEmail, waitForMail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { completeApplication, completeApplicationEveryBlock, moreBlocks } from '../support/complete-application.ts';
import { fillByKeyboard, type Answers } from './support/form-keyboard.ts';
import { expandEveryBlock, revealBlocks, saveEveryBlockShown } from './support/add-another.ts';
import { printViewToken } from './support/service-token.ts';
import tenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import renderers from '../../uischemas/renderers.json' with { type: 'json' };
import { staffText } from '../support/staff-text.ts';

/** A personal statement 100 characters under the tenant's limit (7000 in the demo tenant). */
const TYPED_ENDING = ' That is why I want to study engineering here.';
const statement = "I rebuilt my grandfather's radio, one capacitor at a time. ".repeat(200).slice(0, tenant.characterLimit - 100 - TYPED_ENDING.length) + TYPED_ENDING;

/** How long a page change that saves first may take on a loaded machine (a save, then the next page's code). */
const AFTER_SAVE = { timeout: 30_000 };

/** Presses a button with the keyboard. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** Types into a labelled field with the keyboard. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The complete application's answers (clock-proof dates) for the keys of one page's fixture. */
function pageAnswers(fixture: object): Answers {
  const complete = completeApplication();
  return Object.fromEntries(Object.keys(fixture).map((key) => [key, complete[key]!]));
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new applicant signs up, fills every page by keyboard, submits, and lands on /completion after logging in again @screenshot', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const email = uniqueEmail('journey');

  await page.goto('/signup');
  await typeInto(page, staffText('texts-and-settings/auth/cards.json', '/fields/username'), email);
  await typeInto(page, staffText('texts-and-settings/auth/cards.json', '/fields/password'), GOOD_PASSWORD);
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(page).toHaveURL(/\/confirm$/);
  await typeInto(page, staffText('texts-and-settings/auth/cards.json', '/fields/code'), codeIn(await waitForMail(email, /confirmation code/i)));
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(page).toHaveURL(/\/login$/);
  await typeInto(page, staffText('texts-and-settings/auth/cards.json', '/fields/password'), GOOD_PASSWORD);
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(page).toHaveURL(/\/about$/);

  // The e-mail question starts as the account's address, which this applicant keeps.
  await expect(page.locator('#email_address')).toHaveValue(email);
  const { email_address: _keptFromAccount, ...aboutYou } = pageAnswers(about);
  await fillByKeyboard(page, aboutYou, revealBlocks(page, 'about'));
  await press(page, staffText('texts-and-settings/messages.json', '/saveAndContinue'));

  await expect(page).toHaveURL(/\/education$/, AFTER_SAVE);
  await expect(page.locator('#hs_name')).toBeVisible(AFTER_SAVE);
  const firstSchool = pageAnswers(education);
  const academics: Answers = {
    ...firstSchool,
    ...moreBlocks(firstSchool, 'hs_', 5, ['hs_gpa']),
    ...moreBlocks(firstSchool, 'activity_', 4),
    ...moreBlocks(firstSchool, 'class_', 7),
  };
  await fillByKeyboard(page, academics, revealBlocks(page, 'education'));
  await expect(page.locator('#hs_5_name')).toHaveValue('Fairview High School 5');
  await shoot(page, 'journey-education-filled');
  await press(page, staffText('texts-and-settings/messages.json', '/saveAndContinue'));

  await expect(page).toHaveURL(/\/final-steps$/, AFTER_SAVE);
  await expect(page.locator('#personal_statement_essay')).toBeVisible(AFTER_SAVE);
  const { personal_statement_essay: _typedBelow, ...rest } = pageAnswers(finalSteps);
  await fillByKeyboard(page, rest, revealBlocks(page, 'final-steps'));
  // The applicant pastes the draft (one text insertion, as a paste from a word processor) and types the last
  // sentence key by key, watching the count; typing 6,900 keys one by one takes minutes on a loaded machine.
  await page.locator('#personal_statement_essay').focus();
  await page.keyboard.insertText(statement.slice(0, -TYPED_ENDING.length));
  await page.keyboard.type(TYPED_ENDING);
  await expect(
    page.getByText(renderers.texts.characterCount.replace('{count}', String(statement.length)).replace('{limit}', String(tenant.characterLimit))),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('#personal_statement_essay')).toHaveValue(statement);
  await shoot(page, 'journey-final-steps-filled');

  // Validation finds nothing: Submit goes straight to the completion page, no summary on the way.
  const summary = page.getByRole('region', { name: messages.summaryTitle });
  await expect(summary).toHaveCount(0);
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(page).toHaveURL(/\/completion$/, AFTER_SAVE);
  await expect(page.getByText(messages.submitted)).toBeVisible(AFTER_SAVE);
  await expect(summary).toHaveCount(0);
  const profile = (await (await page.request.get('/api/profile')).json()) as { answer: Answers };
  expect([profile.answer.hs_5_name, profile.answer.activity_4_name, profile.answer.class_7_name, profile.answer.sat_score_math]).toEqual([
    'Fairview High School 5',
    'Debate Team 4',
    'AP Calculus BC 7',
    '720',
  ]);
  expect(profile.answer.personal_statement_essay).toBe(statement);
  expect(profile.answer.email_address).toBe(email);

  // The completion page has no form layout, so no account menu: the applicant comes back in a new
  // browser session, which starts without the session cookie, and logs in again.
  const again = await browser.newContext({ baseURL });
  const later = await again.newPage();
  await later.goto('/login');
  await typeInto(later, staffText('texts-and-settings/auth/cards.json', '/fields/username'), email);
  await typeInto(later, staffText('texts-and-settings/auth/cards.json', '/fields/password'), GOOD_PASSWORD);
  await press(later, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(later).toHaveURL(/\/completion$/);
  await expect(later.getByText(messages.submitted)).toBeVisible();
  await again.close();
});

/** Gaps on each page: empty required answers, a score out of range, a Yes without its comment, the certification unticked. */
const GAPS: Answers = {
  last_name: '',
  city: '',
  hs_gpa: '',
  sat_score_math: '805',
  entry_term: '',
  entry_term_desc: '',
  conviction: 'Y',
  conviction_desc: 'Yes',
  legal_agree: false,
};
/** The summary's links for GAPS, page by page in page order, each page's in question order. */
const GAP_LINKS = [
  '/about#last_name',
  '/about#city',
  '/education#hs_gpa',
  '/education#sat_score_math',
  '/final-steps#entry_term',
  '/final-steps#conviction_comment',
  '/final-steps#legal_agree',
];

test('gaps on every page: the server refuses the submission, the summary lists them in page order, each link lands on its focused input; axe passes with errors and every block open at 1280 and 390 px @screenshot', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await loggedInAccount(page.request, baseURL!);
  const saved = await page.request.put('/api/answer', { data: { ...completeApplication(), ...GAPS }, headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(200);

  const refused = await page.request.post('/api/submit', { data: {}, headers: { origin: baseURL! } });
  expect(refused.status()).toBe(422);
  const { errors } = (await refused.json()) as { errors: Record<string, Record<string, string[]>> };
  const byPage = (prefix: string) => GAP_LINKS.filter((href) => href.startsWith(`/${prefix}#`)).map((href) => href.split('#')[1]);
  expect(Object.fromEntries(Object.entries(errors).map(([name, keys]) => [name, Object.keys(keys)]))).toEqual({
    about: byPage('about'),
    education: byPage('education'),
    'final-steps': byPage('final-steps'),
  });

  await page.goto('/final-steps');
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(page).toHaveURL(/\/about$/);
  const summary = page.getByRole('region', { name: messages.summaryTitle });
  await expect(summary).toBeFocused();
  expect(await summary.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
    staffText('uischemas/pages.json', '/pages/0/title'),
    staffText('uischemas/pages.json', '/pages/1/title'),
    staffText('uischemas/pages.json', '/pages/2/title'),
  ]);
  const targets = await summary.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(targets).toEqual(GAP_LINKS);

  const checked = new Set<string>();
  for (const href of targets) {
    const [path, key] = href.split('#') as [string, string];
    await summary.locator(`a[href="${href}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const input = page.locator(`[id="${key}"]`);
    await expect(input, href).toBeFocused();
    expect(await input.evaluate((element) => element.tagName), href).toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
    if (path === '/about' || checked.has(path)) continue;
    checked.add(path);
    const name = path === '/education' ? 'education' : 'final-steps';
    await expandEveryBlock(page, name);
    await expectNoAxeViolations(page);
    await shoot(page, `journey-${name}-errors`);
  }
  expect([...checked]).toEqual(['/education', '/final-steps']);
});

test('the print view (service mode) of an application with every block of Your Academics and Next Steps filled passes axe at 1280 and 390 px', async ({
  page,
  baseURL,
}) => {
  const email = await loggedInAccount(page.request, baseURL!);
  const everyBlock = completeApplicationEveryBlock();
  const saved = await page.request.put('/api/answer', { data: everyBlock, headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(200);
  await saveEveryBlockShown(page.request, baseURL!, ['education', 'final-steps']);

  await page.goto(`/?service_token=${await printViewToken(email)}`);
  await expect(page.locator('html')).toHaveAttribute('data-print-state', 'ready', { timeout: 30_000 });
  for (const shown of ['Fairview High School 5', 'Debate Team 4', 'National Merit Commended Student 4', 'AP Calculus BC 7']) {
    await expect(page.getByText(shown, { exact: false }).first(), shown).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
