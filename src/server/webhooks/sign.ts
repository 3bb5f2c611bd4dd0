import { createHmac } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** The key bytes of a `whsec_<base64>` secret, or null when the text is not one. */
export function secretKey(secret: string): Buffer | null {
  if (!secret.startsWith(SECRET_PREFIX)) return null;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const key = Buffer.from(encoded, 'base64');
  return key.length >= 16 ? key : null;
}

/**
 * The headers of a Standard Webhooks delivery: `webhook-signature` is `v1,` and the base64 HMAC-SHA256, under the
 * secret's key, of `<webhook-id>.<webhook-timestamp>.<body>` (timestamp in whole seconds).
 */
export function signedHeaders(key: Buffer, id: string, timestampSeconds: number, body: string): Record<string, string> {
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
