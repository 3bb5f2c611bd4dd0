import { expect, test } from './support/test.ts';
import about from '../../uischemas/about.uischema.json' with { type: 'json' };
import education from '../../uischemas/education.uischema.json' with { type: 'json' };
import cardTexts from '../../texts-and-settings/auth/cards.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe.ts';
import { staffText } from '../support/staff-text.ts';

interface Element {
  type: string;
  label?: string;
  scope?: string;
  elements?: Element[];
}

/** The label of the Group around the control of `key`, and the control's own label, read from the UI schema. */
function sectionAndQuestion(root: Element, key: string, section = ''): [string, string] | null {
  if (root.scope === `#/properties/${key}`) return [section, root.label ?? ''];
  const inner = root.type === 'Group' && root.label ? root.label : section;
  for (const child of root.elements ?? []) {
    const found = sectionAndQuestion(child, key, inner);
    if (found) return found;
  }
  return null;
}

test('a question asked in two sections is named after each section (Parent/Guardian 1 and 2)', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeVisible();
  const [first, question] = sectionAndQuestion(about as Element, 'parent_addr_same_as_stu_perm')!;
  const [second] = sectionAndQuestion(about as Element, 'parent_2_addr_same_as_stu_perm')!;
  expect(first).not.toBe(second);
  await expect(page.getByRole('group', { name: `${first} ${question}`, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: `${second} ${question}`, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: question, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a question of a repeated block is named after the block (High School 1)', async ({ page }) => {
  await page.goto('/education');
  const [section, question] = sectionAndQuestion(education as Element, 'hs_attend_from_month')!;
  await expect(page.getByRole('group', { name: `${section} 1 ${question}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const path of ['/login', '/signup', '/confirm', '/forgot', '/reset']) {
  test(`the e-mail field of ${path} is a username for password managers, with the e-mail keyboard`, async ({ page }) => {
    await page.goto(path);
    const email = page.getByLabel(cardTexts.fields.username);
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toHaveAttribute('type', 'text');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expectNoAxeViolations(page);
  });
}
