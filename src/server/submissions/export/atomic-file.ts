import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Makes what was written durable: the file's data, then (after the rename) the folder entry naming it. */
async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A file that appears complete or not at all: written under a temporary name in the same folder, flushed to disk,
 * then renamed over `path` in one step. `abort` removes the temporary file and leaves `path` as it was.
 */
export function atomicFile(path: string) {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.partial`);
  const stream = createWriteStream(temporary, { flags: 'wx' });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    stream.end();
    await once(stream, 'close');
  };
  return {
    stream: stream as Writable,
    /** Writes one chunk, waiting when the disk is behind (memory stays flat). */
    async write(chunk: string | Uint8Array): Promise<void> {
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
    async commit(): Promise<void> {
      await close();
      await fsyncPath(temporary);
      await rename(temporary, path);
      await fsyncPath(dirname(path));
    },
    async abort(): Promise<void> {
      stream.destroy();
      closed = true;
      await rm(temporary, { force: true });
    },
  };
}

/** Writes a whole buffer as an atomic file. */
export async function writeFileAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const file = atomicFile(path);
  try {
    await file.write(bytes);
    await file.commit();
  } catch (error) {
    await file.abort();
    throw error;
  }
}
