import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import authMessages from '../../texts-and-settings/auth/messages.json' with { type: 'json' };
import passwordRules from '../../texts-and-settings/auth/password-rules.json' with { type: 'json' };
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import { codeIn, createConfirmedAccount, GOOD_PASSWORD, loggedInAccount, postPublic, resetLinkIn, uniqueEmail, waitForMail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffText } from '../support/staff-text.ts';

const NEW_PASSWORD = 'Another-Secret-77';

const emailField = (page: Page) => page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/username'));
const passwordField = (page: Page) => page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/password'), { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/submit') });
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function openCard(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submit(page).click();
}

test('sign up, confirm with the mailed code, log in and log out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await openCard(page, '/signup', staffText('texts-and-settings/messages.json', '/signupTitle'));
  await emailField(page).fill(email);
  await passwordField(page).fill(GOOD_PASSWORD);
  await submit(page).click();

  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/confirmTitle') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: authMessages.signedUp })).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code')).fill(codeIn(await waitForMail(email, /confirmation code/i)));
  await submit(page).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(authMessages.confirmed)).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);
  await passwordField(page).fill(GOOD_PASSWORD);
  await submit(page).click();

  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }).click();
  const menu = page.getByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/accountLabel') });
  await expect(menu.getByText(email.toLowerCase())).toBeVisible();
  await menu.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/logOut') }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: authMessages.loggedOut })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider'))).toBe(false);
});

test('an upper-case address shows in lower case in the account menu', async ({ page, baseURL }) => {
  const email = await createConfirmedAccount(page.request, baseURL!, uniqueEmail('Mixed.Case').replace('example', 'Example'));
  await openCard(page, '/login', staffText('texts-and-settings/messages.json', '/loginTitle'));
  await logIn(page, email.toUpperCase(), GOOD_PASSWORD);
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }).click();
  await expect(
    page.getByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }).getByText(email.toLowerCase(), { exact: true }),
  ).toBeVisible();
});

test('a failed logout opens the Unexpected Error dialog', async ({ page, baseURL }) => {
  const email = await createConfirmedAccount(page.request, baseURL!);
  await openCard(page, '/login', staffText('texts-and-settings/messages.json', '/loginTitle'));
  await logIn(page, email, GOOD_PASSWORD);
  await expect(page).toHaveURL(/\/about$/);
  await page.route('**/api/logout', (route) => route.fulfill({ status: 500, json: { message: 'The logout could not be completed.' } }));
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }).click();
  await page
    .getByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/accountLabel') })
    .getByRole('button', { name: staffText('texts-and-settings/messages.json', '/logOut') })
    .click();
  const dialog = page.getByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/unexpectedErrorTitle') });
  await expect(dialog.getByText('The logout could not be completed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test('a session the server no longer knows sends the student to /login saying so', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const context = page.context();
  const marker = (await context.cookies()).filter((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider'));
  await context.clearCookies();
  await context.addCookies(marker);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: messages.sessionInvalid })).toBeVisible();
});

test('an unconfirmed login goes to /confirm with a fresh code', async ({ page, baseURL }) => {
  const email = uniqueEmail('unconfirmed');
  await postPublic(page.request, baseURL!, '/public/signup', { username: email, password: GOOD_PASSWORD });
  await waitForMail(email, /confirmation code/i);

  await openCard(page, '/login', staffText('texts-and-settings/messages.json', '/loginTitle'));
  await logIn(page, email, GOOD_PASSWORD);
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByText(authMessages.notConfirmed)).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);

  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code')).fill(codeIn(await waitForMail(email, /confirmation code/i, 2)));
  await submit(page).click();
  await expect(page.getByText(authMessages.confirmed)).toBeVisible();
  await passwordField(page).fill(GOOD_PASSWORD);
  await submit(page).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a wrong code and a wrong password raise the cards’ error toasts', async ({ page, baseURL }) => {
  const email = uniqueEmail('wrong');
  await postPublic(page.request, baseURL!, '/public/signup', { username: email, password: GOOD_PASSWORD });
  const code = codeIn(await waitForMail(email, /confirmation code/i));
  const wrong = code === '000000' ? '111111' : '000000';

  await page.goto('/confirm');
  await emailField(page).fill(email);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code')).fill(wrong);
  await submit(page).click();
  await expect(toast(page, staffText('texts-and-settings/auth/cards.json', '/errorToastTitles/confirm'))).toContainText(authMessages.codeInvalid);
  await expect(page).toHaveURL(/\/confirm$/);
  await expectNoAxeViolations(page);

  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code')).fill(code);
  await submit(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'Not-The-Password-1');
  await expect(toast(page, staffText('texts-and-settings/auth/cards.json', '/errorToastTitles/login'))).toContainText(authMessages.badCredentials);
  await expect(page).toHaveURL(/\/login$/);
});

test('resend from the login card needs a valid e-mail, then goes to /confirm', async ({ page, baseURL }) => {
  const email = uniqueEmail('resend');
  await postPublic(page.request, baseURL!, '/public/signup', { username: email, password: GOOD_PASSWORD });
  await openCard(page, '/login', staffText('texts-and-settings/messages.json', '/loginTitle'));
  const resend = page.getByRole('button', { name: staffText('texts-and-settings/auth/cards.json', '/resendCode') });

  await resend.click();
  const message = staffText('texts-and-settings/auth/resend-confirm.schema.json', '/errorMessage/required/username');
  await expect(page.getByText(message)).toBeVisible();
  await expect(emailField(page)).toBeFocused();
  await expect(emailField(page)).toHaveAccessibleDescription(message);
  await emailField(page).fill('not-an-address');
  await expect(page.getByText(message)).toBeHidden();

  await emailField(page).fill(email);
  await resend.click();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByText(authMessages.codeResent)).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code')).fill(codeIn(await waitForMail(email, /confirmation code/i, 2)));
  await submit(page).click();
  await expect(page.getByText(authMessages.confirmed)).toBeVisible();
});

test('forgot password: the mailed link resets the password, and the new one logs in', async ({ page, baseURL }) => {
  const email = await createConfirmedAccount(page.request, baseURL!);
  await openCard(page, '/login', staffText('texts-and-settings/messages.json', '/loginTitle'));
  await page.getByRole('link', { name: staffText('texts-and-settings/auth/cards.json', '/forgotPasswordLink') }).click();
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/forgotTitle') })).toBeVisible();
  await emailField(page).fill(email);
  await submit(page).click();

  const success = page.getByRole('status').filter({ hasText: authMessages.resetRequested });
  await expect(success).toBeVisible();
  await expectNoAxeViolations(page);
  await success.getByRole('button', { name: staffText('texts-and-settings/auth/cards.json', '/dismiss') }).click();
  await expect(success).toBeHidden();

  const link = new URL(resetLinkIn(await waitForMail(email, /reset your/i)));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/resetTitle') })).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);
  await expect(page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/resetCode'))).toHaveValue(link.searchParams.get('id')!);
  await passwordField(page).fill(NEW_PASSWORD);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/confirmPassword')).fill(NEW_PASSWORD);
  await submit(page).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(authMessages.passwordReset)).toBeVisible();
  await logIn(page, email, GOOD_PASSWORD);
  await expect(toast(page, staffText('texts-and-settings/auth/cards.json', '/errorToastTitles/login'))).toContainText(authMessages.badCredentials);
  await passwordField(page).fill(NEW_PASSWORD);
  await submit(page).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a wrong reset code raises the Reset Password Card Error toast', async ({ page }) => {
  const email = uniqueEmail('reset');
  await page.goto(`/reset?username=${encodeURIComponent(email)}&id=123456`);
  await passwordField(page).fill(NEW_PASSWORD);
  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/confirmPassword')).fill(NEW_PASSWORD);
  await submit(page).click();
  await expect(toast(page, staffText('texts-and-settings/auth/cards.json', '/errorToastTitles/reset'))).toBeVisible();
  await expect(page).toHaveURL(/\/reset\?/);
});

test('in-progress answers travel from sign-up through confirm and login into the form', async ({ page }) => {
  const email = uniqueEmail('answers');
  const studentAnswers = { first_name: 'Ada', middle_name: 'King' };
  await page.goto('/signup');
  // What the form hands over when a visitor with answers is sent to sign up.
  await page.evaluate((answers) => history.replaceState({ usr: { studentAnswers: answers }, key: 'e2e', idx: 0 }, ''), studentAnswers);
  await page.reload();
  const carried = () => page.evaluate(() => (history.state as { usr?: { studentAnswers?: unknown } }).usr?.studentAnswers);

  await emailField(page).fill(email);
  await passwordField(page).fill(GOOD_PASSWORD);
  await submit(page).click();
  await expect(page).toHaveURL(/\/confirm$/);
  expect(await carried()).toEqual(studentAnswers);

  await page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code')).fill(codeIn(await waitForMail(email, /confirmation code/i)));
  await submit(page).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await carried()).toEqual(studentAnswers);

  // The form takes the answers from the history state and saves them for the now logged-in student.
  await passwordField(page).fill(GOOD_PASSWORD);
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/answer'));
  await submit(page).click();
  await expect(page).toHaveURL(/\/about$/);
  expect((await saved).postDataJSON()).toMatchObject(studentAnswers);
});

test.describe('auth form validation, word for word and live', () => {
  test('login: e-mail and password, submit blocked with focus on the first field in error', async ({ page }) => {
    await openCard(page, '/login', staffText('texts-and-settings/messages.json', '/loginTitle'));
    await submit(page).click();
    await expect(emailField(page)).toBeFocused();
    await expect(emailField(page)).toHaveAccessibleDescription(staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/username'));
    await expect(passwordField(page)).toHaveAccessibleDescription(staffText('texts-and-settings/auth/password-rules.json', '/requiredMessage'));
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/h6-login-errors.png', fullPage: true });

    await emailField(page).fill('ada@example.com');
    await expect(page.getByText(staffText('texts-and-settings/auth/login.schema.json', '/errorMessage/required/username'))).toBeHidden();
    await submit(page).click();
    await expect(passwordField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign up, confirm, forgot and reset: "Your email address must be valid."', async ({ page }) => {
    for (const [path, title] of [
      ['/signup', staffText('texts-and-settings/messages.json', '/signupTitle')],
      ['/confirm', staffText('texts-and-settings/messages.json', '/confirmTitle')],
      ['/forgot', staffText('texts-and-settings/messages.json', '/forgotTitle')],
      ['/reset', staffText('texts-and-settings/messages.json', '/resetTitle')],
    ] as const) {
      await openCard(page, path, title);
      await emailField(page).fill('ada@');
      await expect(emailField(page), path).toHaveAccessibleDescription(staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/username'));
      await emailField(page).fill('ada@example.com');
      await expect(page.getByText(staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/username')), path).toBeHidden();
    }
  });

  test('confirm: the code must be exactly 6 numbers', async ({ page }) => {
    await openCard(page, '/confirm', staffText('texts-and-settings/messages.json', '/confirmTitle'));
    const code = page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code'));
    const message = staffText('texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/code');
    for (const wrong of ['12345', '1234567', '12a456']) {
      await code.fill(wrong);
      await expect(code, wrong).toHaveAccessibleDescription(message);
    }
    await code.fill('123456');
    await expect(page.getByText(message)).toBeHidden();
    await code.fill('');
    await submit(page).click();
    await expect(emailField(page)).toBeFocused();
    await expect(code).toHaveAccessibleDescription(message);
    await expectNoAxeViolations(page);
  });

  test('reset: passwords must match; a pasted password counts', async ({ page }) => {
    await page.goto('/reset?username=ada%40example.com&id=123456');
    await passwordField(page).fill(GOOD_PASSWORD);
    const confirmation = page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/confirmPassword'));
    await confirmation.fill('Correct-Horse');
    await expect(confirmation).toHaveAccessibleDescription(passwordRules.mismatchMessage);
    await confirmation.fill('');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), GOOD_PASSWORD);
    await confirmation.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(confirmation).toHaveValue(GOOD_PASSWORD);
    await expect(page.getByText(passwordRules.mismatchMessage)).toBeHidden();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'false');
    await expectNoAxeViolations(page);
  });

  test('the new-password checklist: inactive while empty, then failed or passed per rule', async ({ page }) => {
    await openCard(page, '/signup', staffText('texts-and-settings/messages.json', '/signupTitle'));
    const items = page.getByRole('list', { name: staffText('texts-and-settings/auth/cards.json', '/checklist/heading') }).getByRole('listitem');
    const labels = passwordRules.rules.map((rule) => rule.label);
    await expect(items).toHaveText(labels.map((label) => `${label}: not checked yet`));
    await expectNoAxeViolations(page);

    const cases: Array<[string, string[]]> = [
      ['a', ['lowercase', 'whitespace']],
      ['A1 ', ['uppercase', 'number']],
      ['abcdefghijkL', ['length', 'uppercase', 'lowercase', 'whitespace']],
      [' Abcdefghij1!', ['length', 'uppercase', 'lowercase', 'number', 'special']],
      [GOOD_PASSWORD, ['length', 'uppercase', 'lowercase', 'number', 'special', 'whitespace']],
    ];
    for (const [password, passing] of cases) {
      await passwordField(page).fill(password);
      const expected = passwordRules.rules.map(
        (rule) => `${rule.label}: ${passing.includes(rule.id) ? 'met' : staffText('texts-and-settings/auth/cards.json', '/checklist/states/failed')}`,
      );
      await expect(items, password).toHaveText(expected);
    }
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'false');
    await passwordField(page).fill(' Abcdefghij1!');
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/h6-signup-checklist.png', fullPage: true });

    await passwordField(page).fill('');
    await expect(items).toHaveText(labels.map((label) => `${label}: not checked yet`));
    await expect(passwordField(page)).toHaveAccessibleDescription(/^Password is required\./);
  });
});

test('password fields: a labelled visibility toggle and the autocomplete hints', async ({ page }) => {
  await openCard(page, '/login', staffText('texts-and-settings/messages.json', '/loginTitle'));
  await expect(emailField(page)).toHaveAttribute('autocomplete', 'username');
  await expect(passwordField(page)).toHaveAttribute('autocomplete', 'current-password');
  const toggle = page.getByRole('button', { name: staffText('texts-and-settings/auth/cards.json', '/showPassword') });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(passwordField(page)).toHaveAttribute('type', 'text');

  await openCard(page, '/signup', staffText('texts-and-settings/messages.json', '/signupTitle'));
  await expect(passwordField(page)).toHaveAttribute('autocomplete', 'new-password');
  await openCard(page, '/confirm', staffText('texts-and-settings/messages.json', '/confirmTitle'));
  await expect(page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/code'))).toHaveAttribute('autocomplete', 'one-time-code');
  await page.goto('/reset');
  await expect(page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/resetCode'))).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByLabel(staffText('texts-and-settings/auth/cards.json', '/fields/confirmPassword'))).toHaveAttribute('autocomplete', 'new-password');
});

for (const [path, title, question, link, target] of [
  [
    '/login',
    staffText('texts-and-settings/messages.json', '/loginTitle'),
    staffText('texts-and-settings/auth/cards.json', '/footers/login/question'),
    staffText('texts-and-settings/messages.json', '/signupTitle'),
    '/signup',
  ],
  [
    '/signup',
    staffText('texts-and-settings/messages.json', '/signupTitle'),
    staffText('texts-and-settings/auth/cards.json', '/footers/signup/question'),
    staffText('texts-and-settings/messages.json', '/loginTitle'),
    '/login',
  ],
  [
    '/confirm',
    staffText('texts-and-settings/messages.json', '/confirmTitle'),
    staffText('texts-and-settings/auth/cards.json', '/footers/confirm/question'),
    staffText('texts-and-settings/messages.json', '/loginTitle'),
    '/login',
  ],
  [
    '/forgot',
    staffText('texts-and-settings/messages.json', '/forgotTitle'),
    staffText('texts-and-settings/auth/cards.json', '/footers/forgot/question'),
    staffText('texts-and-settings/messages.json', '/loginTitle'),
    '/login',
  ],
  [
    '/reset',
    staffText('texts-and-settings/messages.json', '/resetTitle'),
    staffText('texts-and-settings/auth/cards.json', '/footers/reset/question'),
    staffText('texts-and-settings/messages.json', '/forgotTitle'),
    '/forgot',
  ],
] as const) {
  test(`${title}: title, Submit, footer link and no axe violations`, async ({ page }) => {
    await openCard(page, path, title);
    await expect(submit(page)).toBeVisible();
    await expect(page.getByText(question)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/h6-card${path.replace('/', '-')}.png`, fullPage: true });
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });
}
