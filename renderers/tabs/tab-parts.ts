import type { Layout, UISchemaElement } from '@jsonforms/core';
import type { Answers, UiElement } from '../../src/shared/form/types.ts';
import { keysClearedByTab, tabGroups } from '../../src/shared/form/ui-groups.ts';
import { shownTab } from '../../src/shared/form/visibility.ts';

export interface TabPart {
  key: string;
  label: string;
  element: UISchemaElement;
}

/** The Tab elements of a Tabs group with their keys and labels. */
export function tabsOf(uischema: UISchemaElement): TabPart[] {
  return ((uischema as Layout).elements ?? []).map((element) => ({
    key: String(element.options?.tabKey ?? ''),
    label: String((element as { label?: unknown }).label ?? element.options?.tabKey ?? ''),
    element,
  }));
}

/** The tab that shows for these choices (the chosen one, else the default); the shared evaluator decides. */
export function visibleTab(uischema: UISchemaElement, chosen: Record<string, string>): string | undefined {
  return shownTab(uischema as UiElement, { tabs: chosen });
}

/** What choosing `tab` clears: every answered key (and `_desc`) the other tabs list, as the server does. */
export function clearingFor(uischema: UISchemaElement, tab: string, answers: Answers): Answers {
  const tabId = String(uischema.options?.tabId ?? '');
  const group = tabGroups([uischema as UiElement]).get(tabId);
  const changes: Answers = {};
  for (const key of group ? keysClearedByTab(group, tab) : []) {
    if (answers[key] !== undefined && answers[key] !== '') changes[key] = '';
  }
  return changes;
}
