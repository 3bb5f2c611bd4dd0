import { ServerError } from '../../../lib/errors.ts';
import { messages } from '../../../lib/messages.ts';
import type { PresignedPost } from './documents.ts';

/**
 * POSTs the file to the presigned URL (our storage endpoint or an S3 bucket) as the multipart form S3 expects:
 * the signed fields, then the file last. XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadToStorage(post: PresignedPost, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', post.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new ServerError(messages.genericError, request.status));
      }
    };
    request.onerror = () => reject(new ServerError(messages.genericError, 0));
    request.send(form);
  });
}
