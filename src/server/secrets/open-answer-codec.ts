import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createAnswerCipher } from './answer-cipher.ts';
import { createAnswerCodec, type AnswerCodec } from './answer-codec.ts';
import { generatedAnswerKey, storedAnswerKey } from './answer-key.ts';
import { secretAnswerKeys } from '../../shared/form/private-answers.ts';

/**
 * The codec over ANSWER_ENCRYPTION_KEY, or over a key generated once into the database when it is unset. A key
 * generated earlier still opens what it sealed after ANSWER_ENCRYPTION_KEY is set (sealStoredAnswers moves those
 * answers to the configured key at start).
 */
export async function openAnswerCodec(db: Db, config: Pick<Config, 'answerEncryptionKey' | 'answerEncryptionPreviousKeys'>): Promise<AnswerCodec> {
  const { answerEncryptionKey, answerEncryptionPreviousKeys } = config;
  const generated = answerEncryptionKey ? await storedAnswerKey(db) : await generatedAnswerKey(db);
  const previous = [...answerEncryptionPreviousKeys, ...(answerEncryptionKey && generated ? [generated] : [])];
  return createAnswerCodec(createAnswerCipher(answerEncryptionKey ?? generated!, previous), secretAnswerKeys());
}
