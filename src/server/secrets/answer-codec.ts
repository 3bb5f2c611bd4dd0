import type { AnswerCipher } from './answer-cipher.ts';

type StoredAnswer = string | boolean;

/**
 * How an answer becomes the text of its row and back: JSON text, and for a secret question (`x-secret` in its
 * page schema) that text encrypted. Every read and write of the answer table goes through one.
 */
export interface AnswerCodec {
  store(applicantId: string, key: string, value: StoredAnswer): string;
  /** Throws AnswerKeyError for an encrypted answer no configured key opens. */
  read(applicantId: string, key: string, text: string): StoredAnswer;
  /** Whether the row's text is as `store` would write it now (a secret in the clear or under an older key is not). */
  isCurrent(key: string, text: string): boolean;
  /** A whole answer map as one text (a temporary answer set), encrypted when it holds a secret answer. */
  storeMap(context: string, answers: Record<string, StoredAnswer>): string;
  readMap(context: string, text: string): Record<string, StoredAnswer>;
  readonly secretKeys: ReadonlySet<string>;
}

/** The row an encrypted value belongs to: a value copied into another applicant's or question's row does not open. */
const contextOf = (applicantId: string, key: string) => `answer\0${applicantId}\0${key}`;

export function createAnswerCodec(cipher: AnswerCipher, secretKeys: ReadonlySet<string>): AnswerCodec {
  return {
    secretKeys,
    store(applicantId, key, value) {
      const json = JSON.stringify(value);
      return secretKeys.has(key) ? cipher.seal(json, contextOf(applicantId, key)) : json;
    },
    read(applicantId, key, text) {
      const json = cipher.isSealed(text) ? cipher.open(text, contextOf(applicantId, key)) : text;
      return JSON.parse(json) as StoredAnswer;
    },
    storeMap(context, answers) {
      const json = JSON.stringify(answers);
      return Object.keys(answers).some((key) => secretKeys.has(key)) ? cipher.seal(json, `map\0${context}`) : json;
    },
    readMap: (context, text) => JSON.parse(cipher.isSealed(text) ? cipher.open(text, `map\0${context}`) : text) as Record<string, StoredAnswer>,
    isCurrent: (key, text) => (secretKeys.has(key) ? cipher.isCurrent(text) : !cipher.isSealed(text)),
  };
}
