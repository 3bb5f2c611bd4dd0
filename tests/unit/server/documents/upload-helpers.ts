import type { FastifyInstance } from 'fastify';
import type { ApplicantBrowser } from '../helpers/session.ts';

/** What the browser does for one upload: presigned POST, the multipart upload to its URL, then registration. */
export async function uploadFile(_app: FastifyInstance, base: string, browser: ApplicantBrowser, answerKey: string, file: Uint8Array, fileName: string) {
  const presigned = await browser.post('/api/presigned-url', { answer_key: answerKey });
  if (presigned.statusCode !== 200) throw new Error(`presign: ${presigned.statusCode} ${presigned.body}`);
  const { url, fields } = presigned.json() as { url: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const stored = await fetch(new URL(url, base), { method: 'POST', body: form });
  const registered = stored.ok ? await browser.post(`/api/pdf/document-answer/${answerKey}`, { file_key: fields.key, file_name: fileName }) : null;
  return { fileKey: fields.key!, storedStatus: stored.status, registered };
}
