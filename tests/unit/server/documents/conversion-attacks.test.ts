// Uploads built to hurt the server or the staff who read the application PDF, sent through the real upload,
// registration and conversion job: a picture that decompresses to gigabytes, a JPEG that declares a huge frame,
// a PDF too heavy to parse on the request thread, a PDF full of active content, and a PDF with a junk body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERT_JOB } from '../../../../src/server/documents/conversion-job.ts';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { activeContentIn, linkAddressesIn, popplerActiveContent } from '../../../support/active-content.ts';
import { makeActivePdf, makeBlankPng, makeJpegHeader, makeJunkPdf, makeManyObjectPdf, pdfPageCount, pdfText } from '../../../support/document-fixtures.ts';
import { eventLoopDelayDuring } from '../../../support/loop-delay.ts';

import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';
import { uploadFile } from './upload-helpers.ts';

let test: TestApp;
let base: string;

beforeAll(async () => {
  test = await buildTestApp();
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => test.close());

const KEY = 'personal_statement_doc';
const pictureTooLarge = () => fileUpload.conversionMessages.imageTooLarge.replace('{maxImageMegapixels}', String(fileUpload.maxImageMegapixels));

async function upload(file: Uint8Array, name: string, applicant?: ApplicantBrowser): Promise<{ applicant: ApplicantBrowser; fileKey: string }> {
  applicant ??= await logInNewApplicant(test.app);
  const { fileKey, registered } = await uploadFile(test.app, base, applicant, KEY, file, name);
  expect(registered?.statusCode).toBe(200);
  return { applicant, fileKey };
}

const conversionOf = async (applicant: ApplicantBrowser) => (await applicant.get(`/api/pdf/document-answer/${KEY}`)).json() as { status: string; message: string | null };

async function convertedPdf(fileKey: string): Promise<Buffer> {
  const row = await test.app.db.selectFrom('document_answer').select('pdf_key').where('file_key', '=', fileKey).executeTakeFirstOrThrow();
  return (await test.app.storage.read(row.pdf_key!, 64 * 1024 * 1024))!;
}

describe('pictures are measured before they are decoded', () => {
  it('refuses an 8000 × 8000 PNG of a few KB (64 million pixels) at once, naming the limit', async () => {
    const bomb = makeBlankPng(8000, 8000);
    expect(bomb.length).toBeLessThan(300_000);
    const applicant = await logInNewApplicant(test.app);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    await upload(bomb, 'essay.png', applicant);
    await test.app.jobs.idle();
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    expect(await conversionOf(applicant)).toEqual({ status: 'FAILED', message: pictureTooLarge() });
    expect(pictureTooLarge()).toContain(String(fileUpload.maxImageMegapixels));
    expect(elapsed).toBeLessThan(1500);
    expect((rssPeak - rssBefore) / 1024 / 1024).toBeLessThan(100);
  });

  it('refuses a JPEG whose frame header declares 60000 × 60000 pixels', async () => {
    const { applicant } = await upload(makeJpegHeader(60_000, 60_000), 'essay.jpg');
    await test.app.jobs.idle();
    expect(await conversionOf(applicant)).toEqual({ status: 'FAILED', message: pictureTooLarge() });
  });
});

describe('conversions run off the event loop', () => {
  it('keeps every request within 100 ms while a heavy PDF and a large picture convert', async () => {
    const heavyPdf = await makeManyObjectPdf(40_000);
    const side = Math.floor(Math.sqrt(fileUpload.maxImageMegapixels * 1_000_000));
    const largePicture = makeBlankPng(side, side);
    expect(heavyPdf.length).toBeLessThan(fileUpload.maxBytes);
    const [first, second] = [await logInNewApplicant(test.app), await logInNewApplicant(test.app)];
    const health: number[] = [];
    const uploads: Array<{ applicant: ApplicantBrowser }> = [];
    const { maxMs, idleThreadMaxMs } = await eventLoopDelayDuring(async () => {
      const probe = setInterval(() => {
        const sent = performance.now();
        void test.app.inject({ method: 'GET', url: '/healthz' }).then(() => health.push(performance.now() - sent));
      }, 20);
      uploads.push(await upload(heavyPdf, 'heavy.pdf', first), await upload(largePicture, 'large.png', second));
      await test.app.jobs.idle();
      clearInterval(probe);
    });
    for (const { applicant } of uploads) expect(await conversionOf(applicant)).toEqual({ status: 'COMPLETED', message: null });
    expect(health.length).toBeGreaterThan(5);
    // What the conversions add to the machine's own lateness (see eventLoopDelayDuring), for timers and requests.
    console.info(
      `event loop: worst delay ${Math.round(maxMs)} ms, idle thread ${Math.round(idleThreadMaxMs)} ms, slowest /healthz ${Math.round(Math.max(...health))} ms`,
    );
    expect(maxMs - idleThreadMaxMs).toBeLessThan(100);
    expect(Math.max(...health) - idleThreadMaxMs).toBeLessThan(100);
  }, 120_000);
});

describe('uploaded PDFs lose their active content', () => {
  it('keeps the pages, text and plain web links, and nothing a reader would run, open or send', async () => {
    const active = await makeActivePdf();
    expect((await activeContentIn(active)).length).toBeGreaterThan(10);
    const { applicant, fileKey } = await upload(active, 'essay.pdf');
    await test.app.jobs.idle();
    expect(await conversionOf(applicant)).toEqual({ status: 'COMPLETED', message: null });
    const pdf = await convertedPdf(fileKey);
    expect(await activeContentIn(pdf)).toEqual([]);
    expect(popplerActiveContent(pdf)).toEqual({ javascript: '', attachments: '0 embedded files' });
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Active content test page');
    expect(text).toContain('Filled in value');
    // The chained script is gone (see activeContentIn); the address it was chained to is a plain link.
    expect(await linkAddressesIn(pdf)).toEqual(['https://example.org/chained', 'https://example.org/plain']);
  });
});

describe('a PDF with a junk body', () => {
  it('is refused as unreadable on the first attempt, never retried', async () => {
    const { applicant, fileKey } = await upload(makeJunkPdf(), 'essay.pdf');
    await test.app.jobs.idle();
    expect(await conversionOf(applicant)).toEqual({ status: 'FAILED', message: fileUpload.conversionMessages.unreadablePdf });
    expect(await test.app.jobs.statusByDedupeKey(`${CONVERT_JOB}:${fileKey}`)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
