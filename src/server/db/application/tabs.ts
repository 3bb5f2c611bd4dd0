import type { Db } from '../database.ts';

export async function readTabChoices(db: Db, applicantId: string): Promise<Record<string, string>> {
  const rows = await db.selectFrom('tab_choice').select(['tab_id', 'chosen_tab']).where('applicant_id', '=', applicantId).execute();
  return Object.fromEntries(rows.map((row) => [row.tab_id, row.chosen_tab]));
}

export async function upsertTabChoice(db: Db, applicantId: string, tabId: string, chosenTab: string): Promise<void> {
  await db
    .insertInto('tab_choice')
    .values({ applicant_id: applicantId, tab_id: tabId, chosen_tab: chosenTab })
    .onConflict((oc) => oc.columns(['applicant_id', 'tab_id']).doUpdateSet({ chosen_tab: (eb) => eb.ref('excluded.chosen_tab') }))
    .execute();
}
