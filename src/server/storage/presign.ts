import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { PresignedPost, PresignOptions } from './types.ts';

/** The one presigned POST both back ends hand out: the exact key, 1 byte to `maxBytes`, a short expiry. */
export async function presignedPost(client: S3Client, bucket: string, key: string, options: PresignOptions): Promise<PresignedPost> {
  const { url, fields } = await createPresignedPost(client, {
    Bucket: bucket,
    Key: key,
    Conditions: [['content-length-range', 1, options.maxBytes]],
    Expires: options.expiresSeconds,
  });
  return { url, fields };
}
