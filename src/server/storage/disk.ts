import { createHmac, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3Client } from '@aws-sdk/client-s3';
import { makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../files/private-files.ts';
import { isSafeKey } from './keys.ts';
import { checkPostPolicy, MALFORMED_POST, PostPolicyError, type PostCredentials } from './post-policy.ts';
import { presignedPost } from './presign.ts';
import { FileTooLargeError, type FileStorage } from './types.ts';

export interface DiskStorageOptions {
  /** `$DATA_DIR/files`; each bucket is a folder in it. */
  root: string;
  bucket: string;
  /** The server's secret; the POST signing key is derived from it. */
  secret: string;
}

export interface DiskStorage extends FileStorage {
  kind: 'disk';
  /** Receives a browser's POST (fields before the file, names lower-cased) after checking its policy; resolves to the key. */
  receive(bucket: string, fields: Map<string, string>, file: Readable): Promise<string>;
}

/** The path of the URL the browser posts to: our own endpoint standing in for S3 (routes/storage.ts). */
const storagePath = (bucket: string) => `/storage/${bucket}`;

/**
 * The file's bytes as the parser hands them over. When the parser fails the stream (a body cut off inside the file),
 * the sender's form is malformed: a 400, told apart from a failure to write the file, which stays a server error.
 */
async function* incoming(file: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch {
    throw new PostPolicyError(400, MALFORMED_POST);
  }
}

/** Files under DATA_DIR behind our own endpoint, which checks the same SigV4 POST policy S3 would. */
export function createDiskStorage(options: DiskStorageOptions): DiskStorage {
  const root = resolve(options.root);
  makePrivateDir(root);
  const credentials: PostCredentials = {
    accessKeyId: 'embedded',
    secretAccessKey: createHmac('sha256', options.secret).update('embedded-storage-post-policy').digest('base64url'),
    region: 'us-east-1',
  };
  // Only signs policies: createPresignedPost needs a client, which never sends a request here.
  const signer = new S3Client({
    region: credentials.region,
    endpoint: 'http://embedded.invalid',
    forcePathStyle: true,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
  });
  const pathOf = (bucket: string, key: string) => {
    if (!isSafeKey(key)) throw new Error(`storage: unsafe key ${JSON.stringify(key)}`);
    const path = resolve(root, bucket, key);
    if (!path.startsWith(join(root, bucket) + sep)) throw new Error('storage: key outside the bucket');
    return path;
  };

  return {
    kind: 'disk',
    async presignPost(key, presign) {
      const post = await presignedPost(signer, options.bucket, key, presign);
      return { url: storagePath(options.bucket), fields: post.fields };
    },
    async size(key) {
      try {
        return (await stat(pathOf(options.bucket, key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key, maxBytes) {
      const path = pathOf(options.bucket, key);
      try {
        if ((await stat(path)).size > maxBytes) throw new FileTooLargeError(`${key} is larger than ${maxBytes} bytes`);
        return await readFile(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const path = pathOf(options.bucket, key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      const part = `${path}.${randomUUID()}.part`;
      await writeFile(part, bytes, { mode: PRIVATE_FILE_MODE });
      await rename(part, path);
    },
    async remove(key) {
      await rm(pathOf(options.bucket, key), { force: true });
    },
    async receive(bucket, fields, file) {
      if (bucket !== options.bucket) throw new PostPolicyError(403, 'The specified bucket does not exist.');
      const accepted = checkPostPolicy(bucket, fields, credentials, new Date());
      const path = pathOf(bucket, accepted.key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      const part = `${path}.${randomUUID()}.part`;
      let received = 0;
      // Counted while streaming: a file over the limit is cut off at the first byte too many, never written whole.
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > accepted.maxBytes) done(new PostPolicyError(400, 'Your proposed upload exceeds the maximum allowed size.'));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(incoming(file), counter, createWriteStream(part, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
        if (received < accepted.minBytes) throw new PostPolicyError(400, 'Your proposed upload is smaller than the minimum allowed size.');
        await rename(part, path);
      } catch (error) {
        file.resume();
        await rm(part, { force: true });
        throw error;
      }
      return accepted.key;
    },
    close: () => signer.destroy(),
  };
}
