import { createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** AWS Signature Version 4 signing key for S3 on one day (YYYYMMDD) in one region. */
function signingKey(secretAccessKey: string, shortDate: string, region: string): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, shortDate);
  return hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
}

/** The hex signature of a base64 POST policy. */
export function signPolicy(secretAccessKey: string, shortDate: string, region: string, policy: string): string {
  return createHmac('sha256', signingKey(secretAccessKey, shortDate, region))
    .update(policy, 'utf8')
    .digest('hex');
}

/** Compares two hex signatures in constant time (for equal lengths; a length difference is not secret). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
