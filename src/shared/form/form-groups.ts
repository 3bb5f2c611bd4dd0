import { accountEmailKeys } from './account-prefill.ts';
import { formPages } from './pages.ts';
import { addAnotherMaximums, lookupPrefixes, tabGroups, type TabGroup } from './ui-groups.ts';

/**
 * What the three pages' UI schemas declare beyond their questions (prefilled e-mails, Add Another and Tabs groups),
 * worked out once. Apart from the form engine on purpose: the browser needs these to show a page, and the engine's
 * validators only to validate (src/client/features/application/hooks/validation.ts loads them then).
 */

/**
 * Worked out at the first call, not at import: a page's modules are all evaluated in one task, which a phone makes
 * long enough to hold up input (walking the three UI schemas, their Add Another blocks expanded, is part of it).
 */
function onFirstUse<T>(work: () => T): () => T {
  let result: { value: T } | undefined;
  return () => (result ??= { value: work() }).value;
}

const uischemas = () => formPages.map((page) => page.uischema);

/** The answers that start as the account's e-mail address when empty (`options.prefill: "accountEmail"`). */
export const accountEmailAnswerKeys: () => readonly string[] = onFirstUse(() => accountEmailKeys(uischemas()));

const maximums = onFirstUse(() => addAnotherMaximums(uischemas()));
const tabs = onFirstUse(() => tabGroups(uischemas()));
const lookups = onFirstUse(() => lookupPrefixes(uischemas()));

/** How many blocks an AddAnother may show (its number of prefixes); undefined for an unknown button id. */
export function addAnotherMaximum(buttonId: string): number | undefined {
  return maximums().get(buttonId);
}

export function tabGroup(tabId: string): TabGroup | undefined {
  return tabs().get(tabId);
}

/** The most blocks any AddAnother group of the form may show (1 when the form has none). */
export function largestAddAnotherMaximum(): number {
  return Math.max(1, ...maximums().values());
}

/** Every AddAnother button id of the form. */
export function addAnotherButtonIds(): string[] {
  return [...maximums().keys()];
}

/** Every Tabs group id of the form. */
export function tabIds(): string[] {
  return [...tabs().keys()];
}

/** The group prefixes the form's lookup questions of a category fill (none for a category no question uses). */
export function lookupPrefixesOf(category: string): ReadonlySet<string> {
  return lookups().get(category) ?? new Set();
}
