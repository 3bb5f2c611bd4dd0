import { keysClearedByTab } from '../../shared/form/index.ts';
import { deleteAnswers } from '../db/application/answers.ts';
import { readTabChoices, upsertTabChoice } from '../db/application/tabs.ts';
import type { ApplicationDeps } from './deps.ts';
import { refusedBody, requestText } from '../http/request-error.ts';
import { withOpenApplication } from './with-open-application.ts';

/** Every Tabs group of the form with the applicant's chosen tab (its default until they choose). */
export async function getTabs(deps: ApplicationDeps, applicantId: string): Promise<Record<string, string>> {
  const stored = await readTabChoices(deps.db, applicantId);
  return Object.fromEntries(deps.rules.tabIds().map((id) => [id, stored[id] ?? deps.rules.tabGroup(id)!.defaultTab]));
}

/**
 * Saves the chosen tab and, in the same transaction, clears the answer keys the group's other tabs list, with
 * their `_desc` companions, as the browser does when the applicant switches. Returns the keys it cleared, so the
 * browser knows the server holds none of them and never sends them back empty.
 */
export async function chooseTab(deps: ApplicationDeps, applicantId: string, tabId: string, chosenTab: string): Promise<string[]> {
  const group = deps.rules.tabGroup(tabId);
  if (!group) throw refusedBody(requestText('unknownTabGroup', { tabId }));
  if (!Object.hasOwn(group.clearKeysByTab, chosenTab)) throw refusedBody(requestText('unknownTab', { tabId, chosenTab }));
  const cleared = keysClearedByTab(group, chosenTab);
  await withOpenApplication(deps, applicantId, async (trx) => {
    await upsertTabChoice(trx, applicantId, tabId, chosenTab);
    await deleteAnswers(trx, applicantId, cleared);
  });
  return cleared;
}
