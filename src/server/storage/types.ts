/** What the browser posts its file to: the URL and the signed form fields (including the key). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PresignOptions {
  /** The policy's content-length-range: at least 1 byte, at most this. */
  maxBytes: number;
  expiresSeconds: number;
}

/**
 * Where documents live: a folder under DATA_DIR (embedded) or an S3-compatible bucket. Both hand the browser the
 * same presigned POST (createPresignedPost), so the browser code is one.
 */
export interface FileStorage {
  kind: 'disk' | 's3';
  presignPost(key: string, options: PresignOptions): Promise<PresignedPost>;
  /** The file's size in bytes without reading it (S3: a HEAD request), or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The file's bytes, or null when there is no such file. At most `maxBytes` are read (more: an error). */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the file; no error when it is already gone. */
  remove(key: string): Promise<void>;
  close(): void;
}

/** A stored file larger than the caller allows. */
export class FileTooLargeError extends Error {}
