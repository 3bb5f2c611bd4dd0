import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { makeOversizeFile, makePdf } from '../../../support/document-fixtures.ts';
import { startS3Server, type S3TestServer } from '../../../support/s3-server.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';

/**
 * The S3 path against a real S3-compatible server (s3rver on loopback, a bucket made here): the presigned POST goes
 * to the bucket, registration checks the object with a HEAD request, the conversion reads it and writes its PDF
 * there, deletes remove both, and the cleanup removes uploads never registered.
 */
const BUCKET = 'admissions-test';
const KEY = 'personal_statement_doc';

let s3: S3TestServer;
let test: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  test = await buildTestApp(s3.env(BUCKET));
}, 60_000);
afterAll(async () => {
  await test?.close();
  await s3?.close();
});

type Presigned = { url: string; fields: Record<string, string> };

async function presign(applicant: ApplicantBrowser, answerKey = KEY): Promise<Presigned> {
  const response = await applicant.post('/api/presigned-url', { answer_key: answerKey });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Presigned;
}

/** The browser's POST of the presigned form, straight to the bucket. */
async function postToBucket(post: Presigned, file: Uint8Array, name = 'essay.pdf'): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries(post.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return (await fetch(post.url, { method: 'POST', body: form })).status;
}

const register = (applicant: ApplicantBrowser, fileKey: string, answerKey = KEY) =>
  applicant.post(`/api/pdf/document-answer/${answerKey}`, { file_key: fileKey, file_name: 'essay.pdf' });

describe('uploads in an S3 bucket', () => {
  it('presigns a POST to the bucket, registers the stored object, converts it into the bucket, and deletes both', async () => {
    const applicant = await logInNewApplicant(test.app);
    const post = await presign(applicant);
    expect(post.url).toBe(`${s3.endpoint}/${BUCKET}`);
    expect(await postToBucket(post, await makePdf(2))).toBe(204);
    expect(await s3.exists(BUCKET, post.fields.key!)).toBe(true);

    expect((await register(applicant, post.fields.key!)).statusCode).toBe(200);
    await test.app.jobs.idle();
    expect((await applicant.get(`/api/pdf/document-answer/${KEY}`)).json()).toMatchObject({ status: 'COMPLETED' });
    const row = await test.app.db.selectFrom('document_answer').select(['pdf_key', 'file_size']).where('file_key', '=', post.fields.key!).executeTakeFirstOrThrow();
    expect(await s3.exists(BUCKET, row.pdf_key!)).toBe(true);
    // What the application PDF appends: the converted document, read back from the bucket.
    const converted = await test.app.storage.read(row.pdf_key!, fileUpload.maxConvertedBytes);
    expect(converted?.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await applicant.delete(`/api/document-answer/${KEY}`)).statusCode).toBe(200);
    expect(await s3.exists(BUCKET, post.fields.key!)).toBe(false);
    expect(await s3.exists(BUCKET, row.pdf_key!)).toBe(false);
  });

  it('refuses to register a presigned key with nothing stored under it', async () => {
    const applicant = await logInNewApplicant(test.app);
    const post = await presign(applicant);
    const response = await register(applicant, post.fields.key!);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: fileUpload.conversionMessages.notFound });
  });

  it('refuses at registration a file over the size range that the bucket stored anyway, and removes it', async () => {
    const applicant = await logInNewApplicant(test.app);
    const post = await presign(applicant);
    // The attack: the presigned form with a file one byte over its content-length-range, posted straight to the
    // bucket. A server that enforced the policy would refuse it here; this one stores it.
    expect(await postToBucket(post, makeOversizeFile(fileUpload.maxBytes))).toBe(204);
    expect(await s3.exists(BUCKET, post.fields.key!)).toBe(true);

    const refused = await register(applicant, post.fields.key!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: fileUpload.messages.tooLarge });
    expect(await s3.exists(BUCKET, post.fields.key!)).toBe(false);
    expect((await applicant.get(`/api/pdf/document-answer/${KEY}`)).statusCode).toBe(404);
    // The key stays the applicant's until its policy expires: a file within the range posted under it registers.
    expect(await postToBucket(post, await makePdf(1))).toBe(204);
    expect((await register(applicant, post.fields.key!)).statusCode).toBe(200);
  });

  it('removes from the bucket an upload never registered once its policy has expired, and keeps the registered one', async () => {
    const applicant = await logInNewApplicant(test.app);
    const kept = await presign(applicant);
    expect(await postToBucket(kept, await makePdf(1))).toBe(204);
    expect((await register(applicant, kept.fields.key!)).statusCode).toBe(200);
    const orphan = await presign(applicant, 'resume_doc');
    expect(await postToBucket(orphan, await makePdf(1))).toBe(204);

    const longAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const expiredFor = fileUpload.unregisteredUploadGraceSeconds + 60;
    await test.app.db
      .updateTable('upload_key')
      .set({ issued_at: longAgo(expiredFor + fileUpload.presignExpiresSeconds), expires_at: longAgo(expiredFor) })
      .where('file_key', 'in', [kept.fields.key!, orphan.fields.key!])
      .execute();
    await test.app.jobs.enqueue('storage.upload-cleanup', {}, { dedupeKey: 'storage.upload-cleanup' });
    await test.app.jobs.idle();

    expect(await s3.exists(BUCKET, orphan.fields.key!)).toBe(false);
    expect(await s3.exists(BUCKET, kept.fields.key!)).toBe(true);
  });
});
