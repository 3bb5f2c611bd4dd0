import type { S3Settings } from '../config.ts';

/** The origin the browser posts uploads to when files live in S3 (the page's CSP must allow it); null for our own endpoint. */
export function uploadOrigin(s3: S3Settings | null): string | null {
  if (!s3) return null;
  if (s3.endpoint) return new URL(s3.endpoint).origin;
  return s3.forcePathStyle ? `https://s3.${s3.region}.amazonaws.com` : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
