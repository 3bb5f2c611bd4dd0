import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import {
  makeDocx,
  makeEncryptedPdf,
  makeExecutable,
  makeImage,
  makeOversizeFile,
  makePdf,
  makeZipBombDocx,
  pdfPageCount,
  renderPdf,
} from '../../../support/document-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';
import { uploadFile } from './upload-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

let test: TestApp;
let base: string;
let ada: ApplicantBrowser;
let bob: ApplicantBrowser;

beforeAll(async () => {
  test = await buildTestApp();
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  [ada, bob] = [await logInNewApplicant(test.app), await logInNewApplicant(test.app)];
}, 60_000);
afterAll(() => test.close());

const KEY = 'personal_statement_doc';

/** The converted PDF of one upload, read from storage. */
async function convertedPdf(fileKey: string): Promise<Buffer> {
  const row = await test.app.db.selectFrom('document_answer').select('pdf_key').where('file_key', '=', fileKey).executeTakeFirstOrThrow();
  expect(row.pdf_key).not.toBeNull();
  return (await test.app.storage.read(row.pdf_key!, 10 * 1024 * 1024))!;
}

function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdftotext-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('POST /api/presigned-url', () => {
  it('presigns an upload question under the applicant’s own prefix, up to 1 MB, briefly', async () => {
    const response = await ada.post('/api/presigned-url', { answer_key: KEY });
    expect(response.statusCode).toBe(200);
    const { url, fields } = response.json() as { url: string; fields: Record<string, string> };
    expect(url).toBe('/storage/uploads');
    expect(fields.key).toMatch(new RegExp(`^uploads/[^/]+/${KEY}/[0-9a-f-]{36}$`));
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1048576]);
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(fileUpload.presignExpiresSeconds * 1000);
  });

  it.each([
    [{ answer_key: 'first_name' }, 'first_name is not an upload question.'],
    [{ answer_key: 'no_such_key' }, 'no_such_key is not an upload question.'],
  ])('refuses %j', async (body, message) => {
    const response = await ada.post('/api/presigned-url', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses unknown body keys and visitors', async () => {
    expect((await ada.post('/api/presigned-url', { answer_key: KEY, bucket: 'x' })).statusCode).toBe(400);
    const visitor = await test.app.inject({
      method: 'POST',
      url: '/api/presigned-url',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: { answer_key: KEY },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('conversion to PDF', () => {
  it.each([
    ['png', () => makeImage('png'), 'essay.png', 1],
    ['jpeg', () => makeImage('jpeg'), 'essay.jpg', 1],
    ['pdf', () => makePdf(2), 'essay.pdf', 2],
  ] as const)('converts a %s and marks the answer ANSWERED', async (_kind, make, name, pages) => {
    const file = await make();
    const upload = await uploadFile(test.app, base, ada, KEY, file, name);
    expect(upload.storedStatus).toBe(204);
    expect(upload.registered?.statusCode).toBe(200);
    expect(['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED']).toContain((await ada.get(`/api/pdf/document-answer/${KEY}`)).json().status);
    await test.app.jobs.idle();
    expect((await ada.get(`/api/pdf/document-answer/${KEY}`)).json()).toEqual({ status: 'COMPLETED', message: null });
    expect((await ada.get('/api/document-answer')).json()).toEqual({
      [KEY]: { status: 'ANSWERED', conversion_status: 'COMPLETED', message: null, file_name: name, file_size: file.length },
    });
    const profile = (await ada.get('/api/profile')).json() as { answer: Record<string, unknown>; document_answer: Record<string, unknown> };
    expect(profile.answer[KEY]).toBe('ANSWERED');
    expect(profile.document_answer[KEY]).toMatchObject({ status: 'ANSWERED', file_name: name });
    const pdf = await convertedPdf(upload.fileKey);
    expect(pdfPageCount(pdf)).toBe(pages);
    expect(renderPdf(pdf)).toHaveLength(pages);
  });

  it('renders a .docx with LibreOffice: headings, table and picture survive', async () => {
    const upload = await uploadFile(test.app, base, ada, 'resume_doc', await makeDocx(), 'resume.docx');
    expect(upload.registered?.statusCode).toBe(200);
    await test.app.jobs.idle();
    expect((await ada.get('/api/pdf/document-answer/resume_doc')).json()).toEqual({ status: 'COMPLETED', message: null });
    const pdf = await convertedPdf(upload.fileKey);
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const words of [staffText('uischemas/final-steps.uischema.json', '/elements/0/label'), 'Why I want to study here', 'Robotics club', 'School orchestra'])
      expect(text).toContain(words);
    // The picture: pdfimages lists the embedded image.
    const dir = mkdtempSync(join(tmpdir(), 'pdfimages-'));
    writeFileSync(join(dir, 'f.pdf'), pdf);
    expect(
      execFileSync('pdfimages', ['-list', join(dir, 'f.pdf')], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => /^\s+1\s/.test(l)),
    ).toHaveLength(1);
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it.each([
    ['executable bytes named .pdf', makeExecutable, 'essay.pdf', fileUpload.conversionMessages.unsupported],
    ['a zip bomb named .docx', makeZipBombDocx, 'essay.docx', fileUpload.conversionMessages.docxTooLarge],
    ['a password-protected PDF', makeEncryptedPdf, 'essay.pdf', fileUpload.conversionMessages.encryptedPdf],
  ])('refuses %s with a clear message and clears the answer', async (_name, make, fileName, message) => {
    const upload = await uploadFile(test.app, base, ada, KEY, make(), fileName);
    expect(upload.registered?.statusCode).toBe(200);
    await test.app.jobs.idle();
    expect((await ada.get(`/api/pdf/document-answer/${KEY}`)).json()).toEqual({ status: 'FAILED', message });
    expect(((await ada.get('/api/profile')).json() as { answer: Record<string, unknown> }).answer[KEY]).toBe('');
    expect((await ada.get('/api/document-answer')).json()[KEY]).toMatchObject({ status: 'NOT_ANSWERED', conversion_status: 'FAILED', message });
  });

  it('never stores an empty file or one over 1 MB', async () => {
    expect((await uploadFile(test.app, base, ada, KEY, Buffer.alloc(0), 'empty.pdf')).storedStatus).toBe(400);
    expect((await uploadFile(test.app, base, ada, KEY, makeOversizeFile(), 'large.pdf')).storedStatus).toBe(400);
  });

  it('refuses a file name over 32 characters and a file key outside the applicant’s prefix', async () => {
    const upload = await uploadFile(test.app, base, ada, KEY, await makePdf(1), 'a'.repeat(29) + '.pdf');
    expect(upload.registered?.statusCode).toBe(400);
    const bobsKey = (await uploadFile(test.app, base, bob, KEY, await makePdf(1), 'bob.pdf')).fileKey;
    await test.app.jobs.idle();
    const stolen = await ada.post(`/api/pdf/document-answer/${KEY}`, { file_key: bobsKey, file_name: 'mine.pdf' });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ message: 'This file was not uploaded for this question.' });
    const ownPrefix = ((await ada.post('/api/presigned-url', { answer_key: 'resume_doc' })).json() as { fields: { key: string } }).fields.key;
    expect((await ada.post(`/api/pdf/document-answer/${KEY}`, { file_key: ownPrefix, file_name: 'x.pdf' })).statusCode).toBe(400);
  });
});

describe('owner-only access and deletion', () => {
  it('keeps each applicant’s documents to themselves, and deletes conversion and document', async () => {
    const carol = await logInNewApplicant(test.app);
    const dave = await logInNewApplicant(test.app);
    await uploadFile(test.app, base, carol, KEY, await makePdf(1), 'carol.pdf');
    await test.app.jobs.idle();
    expect((await dave.get(`/api/pdf/document-answer/${KEY}`)).statusCode).toBe(404);
    expect((await dave.get('/api/document-answer')).json()).toEqual({});
    expect((await dave.delete(`/api/document-answer/${KEY}`)).statusCode).toBe(404);
    expect((await dave.delete(`/api/pdf/document-answer/${KEY}`)).statusCode).toBe(404);
    expect((await carol.get(`/api/pdf/document-answer/${KEY}`)).json().status).toBe('COMPLETED');

    const stored = await test.app.db.selectFrom('document_answer').selectAll().where('file_name', '=', 'carol.pdf').executeTakeFirstOrThrow();
    expect((await carol.delete(`/api/pdf/document-answer/${KEY}`)).statusCode).toBe(200);
    expect((await carol.get(`/api/pdf/document-answer/${KEY}`)).json()).toEqual({ status: 'NOT_ANSWERED', message: null });
    expect(await test.app.storage.read(stored.pdf_key!, 2 * 1024 * 1024)).toBeNull();
    expect((await carol.delete(`/api/document-answer/${KEY}`)).statusCode).toBe(200);
    expect((await carol.get(`/api/pdf/document-answer/${KEY}`)).statusCode).toBe(404);
    expect(await test.app.storage.read(stored.file_key, 2 * 1024 * 1024)).toBeNull();
    expect(((await carol.get('/api/profile')).json() as { answer: Record<string, unknown> }).answer[KEY]).toBe('');
    expect((await carol.delete('/api/document-answer/first_name')).statusCode).toBe(400);
  });
});
