import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { makePdf } from '../../../support/document-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';
import { uploadFile } from './upload-helpers.ts';

/** Disk fill through presigned uploads: presigns per applicant, the bytes they may hold, and unregistered files. */

let test: TestApp;
let base: string;

beforeAll(async () => {
  test = await buildTestApp();
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => test.close());

const KEY = 'personal_statement_doc';
const MB = fileUpload.maxBytes;

async function presign(browser: ApplicantBrowser, answerKey = KEY) {
  return browser.post('/api/presigned-url', { answer_key: answerKey });
}

/** The browser's own POST of a file to a presigned form. */
async function postFile(post: { url: string; fields: Record<string, string> }, file: Uint8Array): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'file.pdf');
  return (await fetch(new URL(post.url, base), { method: 'POST', body: form })).status;
}

const storedPath = (key: string) => join(test.dataDir, 'files', 'uploads', key);

describe('presigns per applicant', () => {
  it(`answers 429 with the message past ${fileUpload.presignsPerApplicant} presigns in the window, for that applicant only`, async () => {
    const flooder = await logInNewApplicant(test.app);
    const pdf = await makePdf(1);
    // Each presign's file is uploaded and registered at once, replacing the last: the bytes cap is never what stops the flood.
    for (let n = 1; n <= fileUpload.presignsPerApplicant; n += 1) {
      const response = await presign(flooder);
      expect(response.statusCode, `presign ${n}`).toBe(200);
      const post = response.json() as { url: string; fields: Record<string, string> };
      expect(await postFile(post, pdf)).toBe(204);
      expect((await flooder.post(`/api/pdf/document-answer/${KEY}`, { file_key: post.fields.key, file_name: 'essay.pdf' })).statusCode).toBe(200);
    }
    const refused = await presign(flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: fileUpload.storageMessages.tooManyUploads });
    expect((await presign(await logInNewApplicant(test.app))).statusCode).toBe(200);
  });
});

describe('bytes per applicant', () => {
  it('refuses a presign that would take the applicant past the cap, counting pending and registered uploads', async () => {
    const filler = await logInNewApplicant(test.app);
    const allowed = Math.floor(fileUpload.maxStoredBytesPerApplicant / MB);
    const posts = [];
    for (let n = 1; n <= allowed; n += 1) {
      const response = await presign(filler, n % 2 ? KEY : 'resume_doc');
      expect(response.statusCode, `presign ${n}`).toBe(200);
      posts.push(response.json() as { url: string; fields: Record<string, string> });
    }
    // A registered upload still counts: registering does not free room.
    expect(await postFile(posts[0]!, await makePdf(1))).toBe(204);
    expect((await filler.post(`/api/pdf/document-answer/${KEY}`, { file_key: posts[0]!.fields.key, file_name: 'essay.pdf' })).statusCode).toBe(200);
    const refused = await presign(filler);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: fileUpload.storageMessages.storageFull });
    // Deleting a registered document gives its room back.
    expect((await filler.delete(`/api/document-answer/${KEY}`)).statusCode).toBe(200);
    expect((await presign(filler)).statusCode).toBe(200);
  });
});

describe('uploads never registered', () => {
  it('deletes the file of a key never registered once its policy has expired, and keeps registered ones', async () => {
    const applicant = await logInNewApplicant(test.app);
    const registered = await uploadFile(test.app, base, applicant, KEY, await makePdf(1), 'a.pdf');
    expect(registered.registered?.statusCode).toBe(200);
    const orphan = (await presign(applicant, 'resume_doc')).json() as { url: string; fields: Record<string, string> };
    expect(await postFile(orphan, await makePdf(1))).toBe(204);
    const fresh = (await presign(applicant, 'resume_doc')).json() as { url: string; fields: Record<string, string> };
    expect(await postFile(fresh, await makePdf(1))).toBe(204);
    for (const key of [registered.fileKey, orphan.fields.key!, fresh.fields.key!]) expect(existsSync(storedPath(key))).toBe(true);

    // The registered upload and the orphan were presigned long enough ago that their policies (and the grace) ran out.
    const longAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const expiredFor = fileUpload.unregisteredUploadGraceSeconds + 60;
    await test.app.db
      .updateTable('upload_key')
      .set({ issued_at: longAgo(expiredFor + fileUpload.presignExpiresSeconds), expires_at: longAgo(expiredFor) })
      .where('file_key', 'in', [registered.fileKey, orphan.fields.key!])
      .execute();
    // What the cleanup's schedule does every few minutes.
    await test.app.jobs.enqueue('storage.upload-cleanup', {}, { dedupeKey: 'storage.upload-cleanup' });
    await test.app.jobs.idle();

    expect(existsSync(storedPath(orphan.fields.key!))).toBe(false);
    expect(existsSync(storedPath(registered.fileKey))).toBe(true);
    expect(existsSync(storedPath(fresh.fields.key!))).toBe(true);
    // Its key is forgotten: it no longer counts, and can no longer be registered.
    const late = await applicant.post('/api/pdf/document-answer/resume_doc', { file_key: orphan.fields.key, file_name: 'late.pdf' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: fileUpload.storageMessages.uploadExpired });
  });

  it('refuses to register a key that was never presigned', async () => {
    const applicant = await logInNewApplicant(test.app);
    const own = ((await presign(applicant)).json() as { fields: { key: string } }).fields.key;
    const invented = own.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000');
    const response = await applicant.post(`/api/pdf/document-answer/${KEY}`, { file_key: invented, file_name: 'x.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: fileUpload.storageMessages.uploadExpired });
  });
});
