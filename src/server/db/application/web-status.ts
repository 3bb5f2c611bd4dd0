import type { Db } from '../database.ts';

/** The statuses recorded for the applicant, oldest first. */
export async function listWebStatuses(db: Db, applicantId: string): Promise<string[]> {
  const rows = await db.selectFrom('web_status').select('web_status').where('applicant_id', '=', applicantId).orderBy('created_at').orderBy('web_status').execute();
  return rows.map((row) => row.web_status);
}

/** Records each status once; recording one again changes nothing. */
export async function addWebStatuses(db: Db, applicantId: string, statuses: string[], now: string): Promise<void> {
  if (statuses.length === 0) return;
  await db
    .insertInto('web_status')
    .values(statuses.map((web_status) => ({ applicant_id: applicantId, web_status, created_at: now })))
    .onConflict((oc) => oc.columns(['applicant_id', 'web_status']).doNothing())
    .execute();
}
