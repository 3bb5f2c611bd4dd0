import { readStoredValues, replaceStoredValue } from '../db/application/answers.ts';
import type { Db } from '../db/database.ts';
import type { AnswerCodec } from '../secrets/answer-codec.ts';

/**
 * Brings every secret answer to the current key: rows stored in the clear (before encryption existed) and rows
 * sealed with a previous key are sealed again. A row no configured key opens stops the start (AnswerKeyError),
 * so a wrong key is found at once, not when an applicant opens the form. Returns how many rows were sealed.
 */
export async function sealStoredAnswers(db: Db, codec: AnswerCodec): Promise<number> {
  const keys = [...codec.secretKeys];
  if (keys.length === 0) return 0;
  let sealed = 0;
  for (const row of await readStoredValues(db, keys)) {
    const value = codec.read(row.applicant_id, row.key, row.value);
    if (codec.isCurrent(row.key, row.value)) continue;
    await replaceStoredValue(db, row, codec.store(row.applicant_id, row.key, value));
    sealed += 1;
  }
  return sealed;
}
