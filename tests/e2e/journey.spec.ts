import { expect, test, type Page } from '@playwright/test';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import about from '../fixtures/about.complete.answers.json' with { type: 'json' };
import education from '../fixtures/education.complete.answers.json' with { type: 'json' };
import finalSteps from '../fixtures/final-steps.complete.answers.json' with { type: 'json' };
import { codeIn, GOOD_PASSWORD, loggedInAccount, uniqueEmail, waitForMail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { completeApplication } from '../support/complete-application.ts';
import { fillByKeyboard, type Answers } from './support/form-keyboard.ts';
import { expandEveryBlock, revealBlocks } from './support/add-another.ts';
import tenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import renderers from '../../uischemas/renderers.json' with { type: 'json' };

/** A personal statement 100 characters under the tenant's limit (7000 in the demo tenant). */
const TYPED_ENDING = ' That is why I want to study engineering here.';
const statement = "I rebuilt my grandfather's radio, one capacitor at a time. ".repeat(200).slice(0, tenant.characterLimit - 100 - TYPED_ENDING.length) + TYPED_ENDING;

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

/** The first block's answers of a group (`prefix` + name) copied into blocks 2..count (`prefix` + n + `_` + name). */
function moreBlocks(answers: Answers, prefix: string, count: number, outside: string[] = []): Answers {
  const first = Object.entries(answers).filter(([key]) => key.startsWith(prefix) && !outside.includes(key));
  const blocks: Answers = {};
  for (let n = 2; n <= count; n += 1) {
    for (const [key, value] of first) blocks[`${prefix}${n}_${key.slice(prefix.length)}`] = key.endsWith('name') && typeof value === 'string' ? `${value} ${n}` : value;
  }
  return blocks;
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

test('a new applicant signs up, fills every page by keyboard, submits, and lands on /completion after logging in again @screenshot', async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  const email = uniqueEmail('journey');

  await page.goto('/signup');
  await typeInto(page, 'Email Address', email);
  await typeInto(page, 'Password', GOOD_PASSWORD);
  await press(page, 'Submit');
  await expect(page).toHaveURL(/\/confirm$/);
  await typeInto(page, 'Confirmation Code', codeIn(await waitForMail(email, /confirmation code/i)));
  await press(page, 'Submit');
  await expect(page).toHaveURL(/\/login$/);
  await typeInto(page, 'Password', GOOD_PASSWORD);
  await press(page, 'Submit');
  await expect(page).toHaveURL(/\/about$/);

  // The e-mail question starts as the account's address, which this applicant keeps.
  await expect(page.locator('#email_address')).toHaveValue(email);
  const { email_address: _keptFromAccount, ...aboutYou } = pageAnswers(about);
  await fillByKeyboard(page, aboutYou, revealBlocks(page, 'about'));
  await press(page, 'Save and Continue');

  await expect(page).toHaveURL(/\/education$/);
  await expect(page.locator('#hs_name')).toBeVisible();
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
  await press(page, 'Save and Continue');

  await expect(page).toHaveURL(/\/final-steps$/);
  await expect(page.locator('#personal_statement_essay')).toBeVisible();
  const { personal_statement_essay: _typedBelow, ...rest } = pageAnswers(finalSteps);
  await fillByKeyboard(page, rest, revealBlocks(page, 'final-steps'));
  // The applicant pastes the draft (one text insertion, as a paste from a word processor) and types the last
  // sentence key by key, watching the count; typing 6,900 keys one by one takes minutes on a loaded machine.
  await page.locator('#personal_statement_essay').focus();
  await page.keyboard.insertText(statement.slice(0, -TYPED_ENDING.length));
  await page.keyboard.type(TYPED_ENDING);
  await expect(page.getByText(renderers.texts.characterCount.replace('{count}', String(statement.length)).replace('{limit}', String(tenant.characterLimit)))).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('#personal_statement_essay')).toHaveValue(statement);
  await shoot(page, 'journey-final-steps-filled');

  // Validation finds nothing: Submit goes straight to the completion page, no summary on the way.
  const summary = page.getByRole('region', { name: messages.summaryTitle });
  await expect(summary).toHaveCount(0);
  await press(page, 'Submit');
  await expect(page).toHaveURL(/\/completion$/);
  await expect(page.getByText(messages.submitted)).toBeVisible();
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

  // The completion page has no form layout, so no account menu (spec point 2): the applicant comes back in a new
  // browser session, which starts without the session cookie, and logs in again.
  const again = await browser.newContext({ baseURL });
  const later = await again.newPage();
  await later.goto('/login');
  await typeInto(later, 'Email Address', email);
  await typeInto(later, 'Password', GOOD_PASSWORD);
  await press(later, 'Submit');
  await expect(later).toHaveURL(/\/completion$/);
  await expect(later.getByText(messages.submitted)).toBeVisible();
  await again.close();
});

test('gaps on every page: Submit shows the summary with links in page order, each landing on its question; axe passes with errors at 1280 and 390 px @screenshot', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await loggedInAccount(page.request, baseURL!);
  const gaps = { last_name: '', hs_gpa: '', entry_term: '', entry_term_desc: '' };
  const saved = await page.request.put('/api/answer', { data: { ...completeApplication(), ...gaps }, headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/final-steps');
  await press(page, 'Submit');

  await expect(page).toHaveURL(/\/about$/);
  const summary = page.getByRole('region', { name: messages.summaryTitle });
  await expect(summary).toBeFocused();
  const headings = await summary.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings).toEqual(['About You', 'Your Academics', 'Next Steps']);
  const targets = await summary.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(targets).toEqual(['/about#last_name', '/education#hs_gpa', '/final-steps#entry_term']);

  for (const href of targets) {
    await summary.locator(`a[href="${href}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`), href).toBeFocused();
    if (href.startsWith('/education')) {
      await expandEveryBlock(page, 'education');
      await expectNoAxeViolations(page);
      await shoot(page, 'journey-education-errors');
    }
    if (href.startsWith('/final-steps')) {
      await expectNoAxeViolations(page);
      await shoot(page, 'journey-final-steps-errors');
    }
  }
});
