import type { FileStorage } from '../storage/types.ts';

/** Where kept PDFs live, as the PDF service sees it: three operations over the app's file storage. */
export interface PdfFiles {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** An application with many documents stays far below this; a larger stored file is an error, not a download. */
const MAX_PDF_BYTES = 64 * 1024 * 1024;

/** Kept PDFs in the app's storage: `$DATA_DIR/files` (embedded) or the S3 bucket, whichever is configured. */
export function storagePdfFiles(storage: FileStorage): PdfFiles {
  return {
    put: (key, bytes) => storage.write(key, bytes, 'application/pdf'),
    get: (key) => storage.read(key, MAX_PDF_BYTES),
    remove: (key) => storage.remove(key),
  };
}
