import { accountEmailKeys } from './account-prefill.ts';
import { formPages } from './pages.ts';
import { addAnotherMaximums, tabGroups, type TabGroup } from './ui-groups.ts';

/**
 * What the three pages' UI schemas declare beyond their questions (prefilled e-mails, Add Another and Tabs groups),
 * worked out once. Apart from the form engine on purpose: the browser needs these to show a page, and the engine's
 * validators only to validate (src/client/features/application/hooks/validation.ts loads them then).
 */

/** The answers that start as the account's e-mail address when empty (`options.prefill: "accountEmail"`). */
export const ACCOUNT_EMAIL_KEYS: readonly string[] = accountEmailKeys(formPages.map((page) => page.uischema));

const maximums = addAnotherMaximums(formPages.map((page) => page.uischema));
const tabs = tabGroups(formPages.map((page) => page.uischema));

/** How many blocks an AddAnother may show (its number of prefixes); undefined for an unknown button id. */
export function addAnotherMaximum(buttonId: string): number | undefined {
  return maximums.get(buttonId);
}

export function tabGroup(tabId: string): TabGroup | undefined {
  return tabs.get(tabId);
}

/** Every AddAnother button id of the form. */
export function addAnotherButtonIds(): string[] {
  return [...maximums.keys()];
}

/** Every Tabs group id of the form. */
export function tabIds(): string[] {
  return [...tabs.keys()];
}
