import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { pageList } from '../../src/shared/form/page-list.ts';
import { controlLabel, staffText } from '../support/staff-text.ts';

async function openAbout(page: Page): Promise<void> {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeVisible();
}

test('an unknown path lands on /about keeping the query string', async ({ page }) => {
  await page.goto('/nowhere?x=1');
  await expect(page).toHaveURL(/\/about\?x=1$/);
  await expect(page.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeVisible();
});

test('/about shows the header, the steps and the footer @screenshot', async ({ page }) => {
  await openAbout(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: staffText('tenants/demo/tenant.json', '/partnerName') })).toBeVisible();
  await expect(header.getByText(staffText('tenants/demo/tenant.json', '/applicationTitle'))).toBeVisible();
  await expect(header.getByText(staffText('tenants/demo/tenant.json', '/branding/marketingBullets/0'))).toBeVisible();
  const [about, academics, nextSteps] = pageList.map((entry) => entry.title);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${staffText('tenants/demo/tenant.json', '/partnerName')} ${staffText('tenants/demo/tenant.json', '/applicationTitle')}: ${about}. `,
  );

  const steps = page.getByRole('navigation', { name: staffText('texts-and-settings/messages.json', '/stepsLabel') });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(`1${about}`);
  await expect(steps.getByRole('link')).toHaveText([`2${academics}`, `3${nextSteps}`]);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/helpButton') })).toBeVisible();
  await expect(footer.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/privacyButton') })).toBeVisible();
  await expect(page.getByText(staffText('texts-and-settings/messages.json', '/alreadyStarted'))).toBeVisible();
  await page.screenshot({ path: screenshotPath('about.png'), fullPage: true });
});

test("/about's inputs run no autofill animation and declare none: each would be two events through React as it mounts", async ({ page }) => {
  await page.addInitScript(() => {
    const counts = { started: 0 };
    (window as unknown as { animationCounts: typeof counts }).animationCounts = counts;
    document.addEventListener('animationstart', (event) => event.target instanceof HTMLInputElement && counts.started++, true);
  });
  await openAbout(page);
  await expect(page.getByRole('textbox', { name: controlLabel('uischemas/about.uischema.json', 'first_name') }).first()).toBeVisible();
  const styles = await page.evaluate(() => {
    const keyframes = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].filter((rule) => rule instanceof CSSKeyframesRule));
    const inputs = [...document.querySelectorAll('input[type="text"], input[type="email"], input[type="tel"]')];
    return {
      autofillKeyframes: keyframes.map((rule) => (rule as CSSKeyframesRule).name).filter((name) => name.startsWith('mui-auto-fill')),
      inputs: inputs.length,
      animations: [...new Set(inputs.map((input) => getComputedStyle(input).animationName))],
      started: (window as unknown as { animationCounts: { started: number } }).animationCounts.started,
      styleElements: document.querySelectorAll('style').length,
    };
  });
  // MUI notices a browser's autofill by an animation every input runs (declared by a style sheet per input, 37 on
  // this page); our labels sit above the inputs and the inputs are controlled, so an autofill is a change event.
  expect(styles.inputs).toBeGreaterThan(10);
  expect(styles).toMatchObject({ autofillKeyframes: [], animations: ['none'], started: 0 });
  expect(styles.styleElements).toBeLessThan(6);
});

test('About You shows its first questions first and the rest a few per render, moving nothing on screen', async ({ page }) => {
  // Each animation frame from the start: how many sections the form shows, whether more are to come, and where the
  // footer is (it must stay below the screen until the last section is in).
  await page.addInitScript(() => {
    const frames: Array<{ sections: number; toCome: boolean; footerTop: number | null }> = [];
    (window as unknown as { sectionFrames: typeof frames }).sectionFrames = frames;
    const record = () => {
      const form = document.querySelector('#root main');
      frames.push({
        sections: form ? form.querySelectorAll('h3').length : 0,
        toCome: document.querySelector('[data-sections-to-come]') !== null,
        footerTop: document.querySelector('#root footer')?.getBoundingClientRect().top ?? null,
      });
      if (frames.length < 2000) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await openAbout(page);
  type Frame = { sections: number; toCome: boolean; footerTop: number | null };
  const frames = await page.evaluate(() => (window as unknown as { sectionFrames: Frame[] }).sectionFrames);
  const viewportHeight = page.viewportSize()!.height;
  const arriving = frames.filter((frame) => frame.toCome);
  const counts = [...new Set(frames.map((frame) => frame.sections).filter((count) => count > 0))];
  expect(counts[0]).toBe(1);
  expect(counts.at(-1)).toBe(9);
  expect(counts.length).toBeGreaterThan(2);
  expect(arriving.length).toBeGreaterThan(0);
  for (const frame of arriving) expect(frame.footerTop === null || frame.footerTop >= viewportHeight).toBe(true);
});

test('step links replace the history entry', async ({ page }) => {
  // A page that keeps a visitor (/completion would itself redirect to /about and race the next goto).
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 })).toBeVisible();
  await openAbout(page);
  const academics = pageList[1].title;
  await page.getByRole('link', { name: `2 ${academics}` }).click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(page.locator('[aria-current="step"]')).toHaveText(`2${academics}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
});

for (const [name, content] of [
  [staffText('texts-and-settings/messages.json', '/helpButton'), 'apply-help@cedarridge.example'],
  [staffText('texts-and-settings/messages.json', '/privacyButton'), staffText('tenants/demo/tenant.json', '/privacy/copyright')],
] as const) {
  test(`the ${name} dialog opens and closes by keyboard and gives focus back`, async ({ page }) => {
    await openAbout(page);
    const opener = page.getByRole('contentinfo').getByRole('button', { name });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(content).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // The page behind is inert: Tab and Shift+Tab never reach it (past the dialog's last control focus may rest on
    // the document itself before the browser brings it back).
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    }
    await dialog.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('the account menu offers Sign In and Create Account to a visitor', async ({ page }) => {
  await openAbout(page);
  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }).click();
  const menu = page.getByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/accountLabel') });
  // Pointing at a link fetches its page's code. (The log-in card is in the account screens' landing chunk, which the
  // page's first input has already fetched with the validation code.)
  const signUpChunk = page.waitForRequest(/\/assets\/SignUpCard-[\w-]+\.js$/);
  await menu.getByRole('link', { name: staffText('texts-and-settings/messages.json', '/createAccount') }).hover();
  await signUpChunk;
  await menu.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }).click();
  await menu.getByRole('link', { name: staffText('texts-and-settings/messages.json', '/signIn') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 })).toBeVisible();
});

test('each auth route shows its card', async ({ page }) => {
  for (const [path, title] of [
    ['/signup', staffText('texts-and-settings/messages.json', '/signupTitle')],
    ['/login', staffText('texts-and-settings/messages.json', '/loginTitle')],
    ['/confirm', staffText('texts-and-settings/messages.json', '/confirmTitle')],
    ['/forgot', staffText('texts-and-settings/messages.json', '/forgotTitle')],
    ['/reset', staffText('texts-and-settings/messages.json', '/resetTitle')],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
});

test('a session the server refuses ends on /login', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CognitoIdentityServiceProvider.admissions.LastAuthUser', value: 'x', url: baseURL! }]);
  const profile = page.waitForResponse('**/api/profile');
  await page.goto('/about');
  expect((await profile).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 })).toBeVisible();
});

test.describe('accessibility', () => {
  test('/about has no axe violations', async ({ page }) => {
    await openAbout(page);
    await expectNoAxeViolations(page);
  });

  for (const name of [staffText('texts-and-settings/messages.json', '/helpButton'), staffText('texts-and-settings/messages.json', '/privacyButton')]) {
    test(`/about with the ${name} dialog open has no axe violations`, async ({ page }) => {
      await openAbout(page);
      await page.getByRole('contentinfo').getByRole('button', { name }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/about at mobile width has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAbout(page);
    await expectNoAxeViolations(page);
  });

  test('/login has no axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/loginTitle') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
