import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getPageUiSchema, type PageName } from '../../../src/shared/form/pages.ts';
import { addAnotherBlocks, keyOfScope } from '../../../src/shared/form/uischema-tree.ts';
import type { UiElement } from '../../../src/shared/form/types.ts';

/** One Add Another of a page as its UI schema declares it: the button's id and the first answer key of each block. */
export interface AddAnotherGroup {
  buttonId: string;
  prefixes: readonly string[];
  firstKeys: readonly string[];
}

function firstKey(elements: readonly UiElement[]): string {
  for (const element of elements) {
    const key = element.type === 'Control' ? keyOfScope(element.scope) : firstKey(element.elements ?? []);
    if (key) return key;
  }
  return '';
}

function collect(element: UiElement, groups: AddAnotherGroup[]): void {
  if (element.type === 'AddAnother' && element.options?.buttonId) {
    const blocks = addAnotherBlocks(element);
    groups.push({ buttonId: element.options.buttonId, prefixes: element.options.prefixes ?? [], firstKeys: blocks.map(firstKey) });
    return;
  }
  for (const child of element.elements ?? []) collect(child, groups);
}

/** Every Add Another of the page, in page order. */
export function addAnotherGroups(page: PageName): AddAnotherGroup[] {
  const groups: AddAnotherGroup[] = [];
  collect(getPageUiSchema(page), groups);
  return groups;
}

/** Opens the next block of the group with the keyboard and waits until its first question shows. */
async function openNextBlock(page: Page, group: AddAnotherGroup, index: number): Promise<void> {
  await page.locator(`[id="${group.buttonId}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[id="${group.firstKeys[index]}"]`)).toBeVisible();
}

/** Presses each Add Another of the page (keyboard) until every group shows all its blocks and no button is left. */
export async function expandEveryBlock(page: Page, pageName: PageName): Promise<void> {
  for (const group of addAnotherGroups(pageName)) {
    for (let index = 1; index < group.firstKeys.length; index += 1) {
      if (!(await page.locator(`[id="${group.firstKeys[index]}"]`).isVisible())) await openNextBlock(page, group, index);
    }
    await expect(page.locator(`[id="${group.buttonId}"]`)).toHaveCount(0);
  }
}

/**
 * A `reveal` for fillByKeyboard: a key of a block not shown yet opens the blocks up to it, in order.
 * Returns false for a key outside every Add Another.
 */
export function revealBlocks(page: Page, pageName: PageName): (key: string) => Promise<boolean> {
  const groups = addAnotherGroups(pageName);
  return async (key) => {
    for (const group of groups) {
      const index = group.prefixes.findIndex((prefix, at) => at > 0 && key.startsWith(prefix));
      if (index < 1) continue;
      for (let at = 1; at <= index; at += 1) {
        if (!(await page.locator(`[id="${group.firstKeys[at]}"]`).isVisible())) await openNextBlock(page, group, at);
      }
      return true;
    }
    return false;
  };
}

/** Saves, as the page's Add Another buttons do, that every group of the pages shows all its blocks. */
export async function saveEveryBlockShown(request: APIRequestContext, baseURL: string, pages: readonly PageName[]): Promise<void> {
  for (const group of pages.flatMap(addAnotherGroups)) {
    const response = await request.put('/api/add-another', {
      data: { button_id: group.buttonId, num_components: group.prefixes.length },
      headers: { origin: baseURL },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}
