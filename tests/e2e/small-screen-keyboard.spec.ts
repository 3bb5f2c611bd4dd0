import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import about from '../fixtures/about.complete.answers.json' with { type: 'json' };
import education from '../fixtures/education.complete.answers.json' with { type: 'json' };
import finalSteps from '../fixtures/final-steps.complete.answers.json' with { type: 'json' };
import { codeIn, GOOD_PASSWORD, uniqueEmail, waitForMail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillByKeyboard, type Answers } from './support/form-keyboard.ts';
import { revealBlocks } from './support/add-another.ts';
import { screenshotPath } from './support/screenshots.ts';
import { expectFocusVisible, expectNoHorizontalScroll, SMALL_SCREENS, tabThrough } from './support/small-screen.ts';
import { completeApplication } from '../support/complete-application.ts';
import { makeImage } from '../support/document-fixtures.ts';
import { staffText } from '../support/staff-text.ts';

const AFTER_SAVE = { timeout: 30_000 };
const card = (field: string) => staffText('texts-and-settings/auth/cards.json', `/fields/${field}`);
const resumeUploadTab = staffText('uischemas/final-steps.uischema.json', '/elements/1/elements/0/elements/1/label');

/** Moves focus to a control as Tab would reach it and checks the focus shows; then the keys act on it. */
async function focusOn(page: Page, control: ReturnType<Page['locator']>): Promise<void> {
  await control.focus();
  await expectFocusVisible(page);
}

async function press(page: Page, name: string): Promise<void> {
  await focusOn(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await focusOn(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The complete application's answers (clock-proof dates) for the keys of one page's fixture. */
function pageAnswers(fixture: object, without: string[] = []): Answers {
  const complete = completeApplication();
  return Object.fromEntries(Object.keys(fixture).flatMap((key) => (without.includes(key) ? [] : [[key, complete[key]!]])));
}

/** Each screen of the journey: nothing sideways, every tab stop visible, both checkers pass, a picture to look at. */
async function checkScreen(page: Page, slug: string, name: string, { tab = true } = {}): Promise<void> {
  await expectNoHorizontalScroll(page);
  if (tab) expect(await tabThrough(page)).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath(`small-screen-${slug}-${name}.png`), fullPage: true });
}

for (const screen of SMALL_SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    test(`the whole journey by keyboard alone at ${screen.name}: sign up, confirm, three pages, an upload, validation, submit`, async ({ page }) => {
      test.setTimeout(600_000);
      const email = uniqueEmail(`keyboard-${screen.slug}`);

      await page.goto('/signup');
      await checkScreen(page, screen.slug, 'signup');
      await typeInto(page, card('username'), email);
      await typeInto(page, card('password'), GOOD_PASSWORD);
      await press(page, messages.submit);
      await expect(page).toHaveURL(/\/confirm$/);
      await checkScreen(page, screen.slug, 'confirm');
      await typeInto(page, card('code'), codeIn(await waitForMail(email, /confirmation code/i)));
      await press(page, messages.submit);
      await expect(page).toHaveURL(/\/login$/);
      await checkScreen(page, screen.slug, 'login');
      await typeInto(page, card('password'), GOOD_PASSWORD);
      await press(page, messages.submit);
      await expect(page).toHaveURL(/\/about$/);

      // The page's code arrives after the URL changes: its e-mail question, filled from the account, says it is here.
      await expect(page.locator('#email_address')).toHaveValue(email, AFTER_SAVE);
      await expect(page.locator('[data-sections-to-come]')).toHaveCount(0);
      await checkScreen(page, screen.slug, 'about');
      await fillByKeyboard(page, pageAnswers(about, ['email_address']), revealBlocks(page, 'about'));
      await expectNoHorizontalScroll(page);
      await press(page, messages.saveAndContinue);

      await expect(page).toHaveURL(/\/education$/, AFTER_SAVE);
      await expect(page.locator('#hs_name')).toBeVisible(AFTER_SAVE);
      await checkScreen(page, screen.slug, 'education');
      await fillByKeyboard(page, pageAnswers(education), revealBlocks(page, 'education'));
      await expectNoHorizontalScroll(page);
      await press(page, messages.saveAndContinue);

      await expect(page).toHaveURL(/\/final-steps$/, AFTER_SAVE);
      await expect(page.locator('#personal_statement_essay')).toBeVisible(AFTER_SAVE);
      await checkScreen(page, screen.slug, 'final-steps');
      // The résumé as a file: its upload tab chosen with the keyboard, the chooser opened with Space (this Chromium's Enter on a file input opens it only now and then, even on a bare page).
      await focusOn(page, page.getByRole('tab', { name: resumeUploadTab }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('tab', { name: resumeUploadTab })).toHaveAttribute('aria-selected', 'true');
      const image = { name: 'resume.png', mimeType: 'image/png', buffer: await makeImage('png', 60) };
      await focusOn(page, page.locator('#resume_doc'));
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 30_000 }), page.keyboard.press('Space')]);
      await chooser.setFiles(image);
      await expect(page.getByText(`${image.name} (${Math.round(image.buffer.length / 1000)} KB)`, { exact: true }).first()).toBeVisible({ timeout: 120_000 });
      await expectNoHorizontalScroll(page);
      // Everything but the certification: validation has one thing to say.
      await fillByKeyboard(page, pageAnswers(finalSteps, ['resume_essay', 'legal_agree']), revealBlocks(page, 'final-steps'));
      await checkScreen(page, screen.slug, 'final-steps-filled', { tab: false });

      await press(page, messages.submit);
      const summary = page.getByRole('region', { name: messages.summaryTitle });
      await expect(summary).toBeFocused(AFTER_SAVE);
      await checkScreen(page, screen.slug, 'validation', { tab: false });
      const link = summary.getByRole('link');
      await expect(link).toHaveCount(1);
      await focusOn(page, link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/final-steps#legal_agree$/);
      await expect(page.locator('#legal_agree')).toBeFocused();
      await expectFocusVisible(page);
      await page.keyboard.press('Space');
      await expect(page.locator('#legal_agree')).toBeChecked();

      await press(page, messages.submit);
      await expect(page).toHaveURL(/\/completion$/, AFTER_SAVE);
      await expect(page.getByText(messages.submitted)).toBeVisible(AFTER_SAVE);
      await checkScreen(page, screen.slug, 'completion');
    });
  });
}
