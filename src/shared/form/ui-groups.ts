import { descKeyOf } from './answer-model.ts';
import { controlKeysOf, forEachControl } from './uischema-tree.ts';
import type { UiElement } from './types.ts';

export interface TabGroup {
  defaultTab: string;
  /** Per tab key, the answer keys cleared when the applicant chooses another tab. */
  clearKeysByTab: Record<string, string[]>;
}

function forEachElement(element: UiElement, visit: (element: UiElement) => void): void {
  visit(element);
  for (const child of element.elements ?? []) forEachElement(child, visit);
}

/** Every AddAnother button id with its maximum: its number of prefixes (uischema.meta.json caps how many). */
export function addAnotherMaximums(roots: readonly UiElement[]): Map<string, number> {
  const maximums = new Map<string, number>();
  for (const root of roots) {
    forEachElement(root, (element) => {
      const { buttonId, prefixes } = element.options ?? {};
      if (element.type === 'AddAnother' && typeof buttonId === 'string') maximums.set(buttonId, prefixes?.length ?? 1);
    });
  }
  return maximums;
}

/** Every Tabs group by tab id: its default tab and what each tab clears (`clearKeys`, default its control keys). */
export function tabGroups(roots: readonly UiElement[]): Map<string, TabGroup> {
  const groups = new Map<string, TabGroup>();
  for (const root of roots) {
    forEachElement(root, (element) => {
      const { tabId, defaultTab } = element.options ?? {};
      if (element.type !== 'Tabs' || typeof tabId !== 'string') return;
      const tabs = element.elements ?? [];
      const clearKeysByTab: Record<string, string[]> = {};
      for (const tab of tabs) {
        const key = tab.options?.tabKey;
        if (typeof key === 'string') clearKeysByTab[key] = [...(tab.options?.clearKeys ?? controlKeysOf(tab))];
      }
      groups.set(tabId, { defaultTab: defaultTab ?? tabs[0]?.options?.tabKey ?? '', clearKeysByTab });
    });
  }
  return groups;
}

/** What choosing `chosenTab` clears (browser and server alike): every key the group's other tabs list, with its `_desc`. */
export function keysClearedByTab(group: TabGroup, chosenTab: string): string[] {
  return Object.entries(group.clearKeysByTab)
    .filter(([tab]) => tab !== chosenTab)
    .flatMap(([, keys]) => keys.flatMap((key) => [key, descKeyOf(key)]));
}

/**
 * The group prefixes each lookup category fills, from the lookup questions (`options.category` and `options.prefix`)
 * of every block: an AddAnother's blocks rewrite the prefix, so a sixth school in the UI schema is a sixth prefix here.
 */
export function lookupPrefixes(roots: readonly UiElement[]): Map<string, Set<string>> {
  const byCategory = new Map<string, Set<string>>();
  for (const root of roots) {
    forEachControl(root, (control) => {
      const { category, prefix } = control.options ?? {};
      if (control.options?.renderer !== 'autocomplete' || typeof category !== 'string' || typeof prefix !== 'string') return;
      const prefixes = byCategory.get(category) ?? new Set<string>();
      byCategory.set(category, prefixes.add(prefix));
    });
  }
  return byCategory;
}
