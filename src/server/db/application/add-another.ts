import type { Db } from '../database.ts';

export async function readAddAnother(db: Db, applicantId: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('add_another').select(['button_id', 'num_components']).where('applicant_id', '=', applicantId).execute();
  return Object.fromEntries(rows.map((row) => [row.button_id, Number(row.num_components)]));
}

export async function upsertAddAnother(db: Db, applicantId: string, buttonId: string, numComponents: number): Promise<void> {
  await db
    .insertInto('add_another')
    .values({ applicant_id: applicantId, button_id: buttonId, num_components: numComponents })
    .onConflict((oc) => oc.columns(['applicant_id', 'button_id']).doUpdateSet({ num_components: (eb) => eb.ref('excluded.num_components') }))
    .execute();
}
