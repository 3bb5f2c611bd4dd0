import type { Db } from '../database.ts';

export type StoredAnswers = Record<string, string | boolean>;

/** An answer as the answer table keeps it: JSON text, so a string and a boolean come back as they went in. */
export const storedValue = (value: string | boolean): string => JSON.stringify(value);

/** The applicant's flat answer map. */
export async function readAnswers(db: Db, applicantId: string): Promise<StoredAnswers> {
  const rows = await db.selectFrom('answer').select(['key', 'value']).where('applicant_id', '=', applicantId).execute();
  const answers: StoredAnswers = {};
  for (const row of rows) answers[row.key] = JSON.parse(row.value) as string | boolean;
  return answers;
}

/** Writes the given keys and leaves every other key as it is. */
export async function upsertAnswers(db: Db, applicantId: string, answers: StoredAnswers): Promise<void> {
  const rows = Object.entries(answers).map(([key, value]) => ({
    applicant_id: applicantId,
    key,
    value: storedValue(value),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('answer')
    .values(rows)
    .onConflict((oc) => oc.columns(['applicant_id', 'key']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
}

export async function deleteAnswers(db: Db, applicantId: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('answer').where('applicant_id', '=', applicantId).where('key', 'in', keys).execute();
}
