import type { AnswerCodec } from '../../secrets/answer-codec.ts';
import type { Db } from '../database.ts';

export type StoredAnswers = Record<string, string | boolean>;

/**
 * The applicant's flat answer map, secret answers decrypted: for the applicant, the print view and submit's
 * validation only.
 */
export async function readAnswers(db: Db, codec: AnswerCodec, applicantId: string): Promise<StoredAnswers> {
  const rows = await db.selectFrom('answer').select(['key', 'value']).where('applicant_id', '=', applicantId).execute();
  const answers: StoredAnswers = {};
  for (const row of rows) answers[row.key] = codec.read(applicantId, row.key, row.value);
  return answers;
}

/** Writes the given keys and leaves every other key as it is. */
export async function upsertAnswers(db: Db, codec: AnswerCodec, applicantId: string, answers: StoredAnswers): Promise<void> {
  const rows = Object.entries(answers).map(([key, value]) => ({
    applicant_id: applicantId,
    key,
    value: codec.store(applicantId, key, value),
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

export interface StoredValueRow {
  applicant_id: string;
  key: string;
  /** The stored text, as the codec wrote it. */
  value: string;
}

/** Every applicant's stored values of the given keys, as stored (for re-sealing secret answers). */
export async function readStoredValues(db: Db, keys: string[]): Promise<StoredValueRow[]> {
  return db.selectFrom('answer').select(['applicant_id', 'key', 'value']).where('key', 'in', keys).execute();
}

/** Replaces a stored value only if the row still holds what was read: a save that came in between wins. */
export async function replaceStoredValue(db: Db, row: StoredValueRow, value: string): Promise<void> {
  await db.updateTable('answer').set({ value }).where('applicant_id', '=', row.applicant_id).where('key', '=', row.key).where('value', '=', row.value).execute();
}
