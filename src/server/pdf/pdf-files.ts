import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where kept PDFs live. A small interface so the PDF module does not care whether files are on disk (embedded)
 * or in an S3 bucket: the storage module of the uploads feature provides the same three operations.
 */
export interface PdfFiles {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Files under `root` (`$DATA_DIR/files`); keys are relative paths of letters, digits, `-`, `_`, `.` and `/`. */
export function diskPdfFiles(root: string): PdfFiles {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!/^[\w./-]+$/.test(key) || !path.startsWith(base + sep)) throw new Error(`bad file key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      mkdirSync(dirname(path), { recursive: true });
      // Written whole under another name and renamed, so a reader never gets half a PDF.
      const partial = join(dirname(path), `.${randomBytes(4).toString('hex')}.partial`);
      writeFileSync(partial, bytes, { mode: 0o600 });
      renameSync(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      rmSync(pathOf(key), { force: true });
    },
  };
}
