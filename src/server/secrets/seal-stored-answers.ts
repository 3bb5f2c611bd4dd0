import type { Db } from '../db/database.ts';
import type { AnswerCodec } from './answer-codec.ts';

/**
 * Brings every secret answer to the current key: rows stored in the clear (before encryption existed) and rows
 * sealed with a previous key are sealed again. A row no configured key opens stops the start (AnswerKeyError),
 * so a wrong key is found at once, not when an applicant opens the form. Returns how many rows were sealed.
 */
export async function sealStoredAnswers(db: Db, codec: AnswerCodec): Promise<number> {
  const keys = [...codec.secretKeys];
  if (keys.length === 0) return 0;
  const rows = await db.selectFrom('answer').select(['applicant_id', 'key', 'value']).where('key', 'in', keys).execute();
  let sealed = 0;
  for (const row of rows) {
    const value = codec.read(row.applicant_id, row.key, row.value);
    if (codec.isCurrent(row.key, row.value)) continue;
    // Only if the row still holds what was read: a save that came in between is already sealed.
    await db
      .updateTable('answer')
      .set({ value: codec.store(row.applicant_id, row.key, value) })
      .where('applicant_id', '=', row.applicant_id)
      .where('key', '=', row.key)
      .where('value', '=', row.value)
      .execute();
    sealed += 1;
  }
  return sealed;
}
