import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** An encrypted answer that cannot be read: its key is not configured, or it was altered. */
export class AnswerKeyError extends Error {}

/** The first part of a sealed value; a stored answer in the clear is JSON text and never starts with it. */
const FORMAT = 'enc1';

/** Whether a stored answer is sealed (readable only with a key) rather than JSON in the clear. */
export const isSealedAnswer = (stored: string) => stored.startsWith(`${FORMAT}:`);
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
export const ANSWER_KEY_BYTES = 32;

/** A short name of a key, stored with each value it sealed, so a value names the key that opens it. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('answer-encryption-key-id\0').update(key).digest('base64url').slice(0, 12);
}

export interface AnswerCipher {
  readonly currentKeyId: string;
  /** `enc1:<key id>:<iv>:<tag>:<ciphertext>`, bound to `context` (which row it belongs to). */
  seal(plain: string, context: string): string;
  /** The plain text of a sealed value; throws AnswerKeyError when no configured key opens it. */
  open(sealed: string, context: string): string;
  isSealed(stored: string): boolean;
  /** Sealed with the current key (a value in the clear or under an older key is sealed again at start). */
  isCurrent(stored: string): boolean;
}

/**
 * AES-256-GCM with a random IV per value: authenticated, so an altered value or one moved to another row
 * (the context is the additional data) fails instead of decrypting to something else. `previous` keys only open.
 */
export function createAnswerCipher(current: Buffer, previous: Buffer[] = []): AnswerCipher {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) {
    if (key.length !== ANSWER_KEY_BYTES) throw new AnswerKeyError(`an answer encryption key must be ${ANSWER_KEY_BYTES} bytes`);
    keys.set(keyIdOf(key), key);
  }
  const currentKeyId = keyIdOf(current);
  return {
    currentKeyId,
    isSealed: isSealedAnswer,
    isCurrent: (stored) => stored.startsWith(`${FORMAT}:${currentKeyId}:`),
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, current, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, currentKeyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    open(sealed, context) {
      const [format, keyId, iv, tag, body] = sealed.split(':');
      if (format !== FORMAT || keyId === undefined || iv === undefined || tag === undefined || body === undefined) {
        throw new AnswerKeyError('an encrypted answer is not in a known format');
      }
      const key = keys.get(keyId);
      if (!key) {
        throw new AnswerKeyError(
          `an answer is encrypted with key ${keyId}, which is neither ANSWER_ENCRYPTION_KEY (${currentKeyId}) nor one of ANSWER_ENCRYPTION_PREVIOUS_KEYS`,
        );
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new AnswerKeyError(`an encrypted answer does not open with key ${keyId}: it was altered or moved`);
      }
    },
  };
}
