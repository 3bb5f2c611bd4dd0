import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { presignedPost } from './presign.ts';
import { FileTooLargeError, type FileStorage } from './types.ts';

/** An S3-compatible bucket (S3_*): the browser posts straight to it; the server reads, writes and deletes. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    presignPost: (key, options) => presignedPost(client, Bucket, key, options),
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        // A HEAD answer has no body, so a missing object is a bare 404 (NotFound), not NoSuchKey.
        if (error instanceof NotFound || error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async read(key, maxBytes) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if ((object.ContentLength ?? 0) > maxBytes) {
          void object.Body?.transformToWebStream().cancel();
          throw new FileTooLargeError(`${key} is larger than ${maxBytes} bytes`);
        }
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
