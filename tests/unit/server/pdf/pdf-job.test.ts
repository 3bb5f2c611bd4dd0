import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../../src/shared/tenant.ts';
import { createPdfService, type PdfJobPayload } from '../../../../src/server/pdf/pdf-service.ts';
import type { ConvertedDocuments } from '../../../../src/server/pdf/documents.ts';
import { createServiceTokens } from '../../../../src/server/pdf/service-tokens.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, uniqueUsername, type ApplicantBrowser } from '../helpers/session.ts';
import { spanishFile } from '../../../support/spanish-text.ts';
import { staffText } from '../../../support/staff-text.ts';

/** The PDF job from payload to kept file: Chromium's part is the `print` seam (tests/e2e/pdf.spec.ts prints for real). */

const MINUTE = 60_000;
const PRINTED = [612, 792] as const;
const STATEMENT = [500, 500] as const;
const RESUME = [400, 600] as const;

/** A PDF of `pages` pages of one size, each naming itself, so the assembled file shows where each page came from. */
async function pdfOf([width, height]: readonly [number, number], pages: number, label: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) pdf.addPage([width, height]).drawText(`${label} ${n}`, { x: 20, y: 20, size: 12, font });
  return pdf.save();
}

let test: TestApp;
let maria: ApplicantBrowser;
let mariaId: string;
let otherId: string;

async function idOf(username: string): Promise<string> {
  return (await test.app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
  const mariaName = uniqueUsername('maria');
  maria = await logInNewApplicant(test.app, mariaName);
  mariaId = await idOf(mariaName);
  const otherName = uniqueUsername('other');
  await logInNewApplicant(test.app, otherName);
  otherId = await idOf(otherName);
  expect((await maria.put('/api/answer', { first_name: 'Maria', last_name: 'Lopez' })).statusCode).toBe(200);
});
afterAll(() => test.close());

/** The service as the pdf plugin builds it, with files in memory and a print seam that records what it was asked. */
async function serviceFor(pdfPages: Tenant['pdfPages']) {
  const files = new Map<string, Uint8Array>();
  const printed: Array<{ serviceToken: string; footerName: string; language: string; applicant: string | undefined }> = [];
  const queued: PdfJobPayload[] = [];
  const documents: ConvertedDocuments = {
    documentAnswers: async () => ({}),
    // Given out of form order: the job puts them in the order of the tenant's pages and of the form.
    completedPdfs: async (id) =>
      id === mariaId
        ? [
            { answerKey: 'personal_statement_doc', pdf: await pdfOf(STATEMENT, 2, 'Statement') },
            { answerKey: 'resume_doc', pdf: await pdfOf(RESUME, 1, staffText('uischemas/final-steps.uischema.json', '/elements/1/label')) },
          ]
        : [],
  };
  const tokens = createServiceTokens({ db: test.app.db, now: () => new Date() });
  const service = createPdfService({
    db: test.app.db,
    application: test.app.application,
    tenant: { ...test.app.tenant, pdfPages },
    tenantIn: (language) => ({ ...test.app.texts.textsIn(language).tenant, pdfPages }),
    tokens,
    files: {
      put: async (key, bytes) => void files.set(key, bytes),
      get: async (key) => (files.has(key) ? Buffer.from(files.get(key)!) : null),
      remove: async (key) => void files.delete(key),
    },
    documents,
    enqueue: async (payload) => queued.push(payload),
    enqueueWithin: async (_trx, payload) => queued.push(payload),
    async print({ serviceToken, footerName, language }) {
      // The print view reads its payload once with the token: it must stand for the job's applicant.
      printed.push({ serviceToken, footerName, language, applicant: await tokens.consumeRender(serviceToken) });
      // A view in Spanish is told apart by its length.
      return pdfOf(PRINTED, language === 'es' ? 4 : 3, `Printed ${language}`);
    },
    assemble: (input, signal) => test.app.pdfThreads.run('applicationPdf', input, signal),
    mailSubmitted: async () => undefined,
    now: () => new Date(),
  });
  return { service, files, printed, queued };
}

/** The application title in the repository's Spanish of the test app's tenant file. */
const spanishTitle = (): string => spanishFile<{ applicationTitle: string }>(`tenants/${test.app.tenant.id}/tenant.json`).applicationTitle;

const sizesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map((page) => [page.getWidth(), page.getHeight()]);

describe('the application PDF job', () => {
  it('prints the view with a render token of the applicant, appends every page of the documents and sets the metadata', async () => {
    const { service, files, printed } = await serviceFor(['about', 'education', 'final-steps']);
    await service.run({ applicantId: mariaId, username: 'maria@example.org' });

    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ footerName: 'Maria Lopez', applicant: mariaId });
    expect(await tokens().consumeRender(printed[0]!.serviceToken)).toBeUndefined();

    const [key, bytes] = [...files][0]!;
    expect(key).toMatch(new RegExp(`^pdf/${mariaId}/[0-9a-f]{64}\\.pdf$`));
    expect(await sizesOf(bytes)).toEqual([PRINTED, PRINTED, PRINTED, STATEMENT, STATEMENT, RESUME]);
    const pdf = await PDFDocument.load(bytes);
    const tenant = test.app.tenant;
    expect(pdf.getTitle()).toBe(`${tenant.partnerName} ${tenant.applicationTitle}`);
    expect(pdf.getAuthor()).toBe(tenant.partnerName);
  });

  it("appends only the documents of the pages in the tenant's pdfPages", async () => {
    const { service, files } = await serviceFor(['about', 'education']);
    await service.run({ applicantId: mariaId, username: 'maria@example.org' });
    expect(await sizesOf([...files.values()][0]!)).toEqual([PRINTED, PRINTED, PRINTED]);
  });

  it('answers a repeated request from the kept file, only to its owner, and queues a new one when an answer changes', async () => {
    const { service, files, printed, queued } = await serviceFor(['about', 'education', 'final-steps']);
    const applicant = { id: mariaId, username: 'maria@example.org', language: 'en' };
    expect(await service.request(applicant)).toEqual({ status: 'UNPROCESSED', url: null });
    expect(queued).toEqual([{ applicantId: mariaId, username: applicant.username, language: 'en' }]);
    await service.run(queued[0]!);

    const kept = await service.request(applicant);
    expect(kept.status).toBe('COMPLETED');
    const token = new URL(kept.url!, 'http://localhost').searchParams.get('token')!;
    expect(printed).toHaveLength(1);
    expect(queued).toHaveLength(1);
    expect((await service.download(mariaId, token))?.equals(Buffer.from([...files.values()][0]!))).toBe(true);
    expect(await service.download(otherId, token)).toBeNull();

    expect((await maria.put('/api/answer', { preferred_name: 'Mari' })).statusCode).toBe(200);
    expect(await service.request(applicant)).toEqual({ status: 'UNPROCESSED', url: null });
    expect(queued).toHaveLength(2);
  });

  it('refuses a download link after it expired, and a render token as a download link', async () => {
    const { service, queued } = await serviceFor(['about']);
    await service.request({ id: mariaId, username: 'maria@example.org', language: 'en' });
    await service.run(queued[0]!);
    const past = createServiceTokens({ db: test.app.db, now: () => new Date(Date.now() - 20 * MINUTE) });
    const expired = await past.mint(mariaId, 'download', 15 * MINUTE);
    expect(await service.download(mariaId, expired)).toBeNull();
    const render = await tokens().mint(mariaId, 'render', 5 * MINUTE);
    expect(await service.download(mariaId, render)).toBeNull();
    const fresh = await tokens().mint(mariaId, 'download', 15 * MINUTE);
    expect(await service.download(mariaId, fresh)).not.toBeNull();
  });
});

describe('the copies in a language', () => {
  it('prints the applicant copy in its language and the staff copy of a submission in the default language', async () => {
    const { service, files, printed } = await serviceFor(['about']);
    await service.run({ applicantId: mariaId, username: 'maria@example.org', submittedAt: new Date().toISOString(), language: 'es' });

    expect(printed.map((print) => [print.language, print.applicant])).toEqual([
      ['es', mariaId],
      ['en', mariaId],
    ]);
    const applicantCopy = [...files].find(([key]) => /[0-9a-f]{64}\.pdf$/.test(key))![1];
    const staffCopy = files.get(`pdf/${mariaId}/submitted.pdf`)!;
    expect(await sizesOf(applicantCopy)).toHaveLength(4);
    expect(await sizesOf(staffCopy)).toHaveLength(3);
    // The document title (a reader's window title, a screen reader's first words) in each copy's language.
    const { partnerName } = test.app.tenant;
    expect((await PDFDocument.load(applicantCopy)).getTitle()).toBe(`${partnerName} ${spanishTitle()}`);
    expect((await PDFDocument.load(staffCopy)).getTitle()).toBe(`${partnerName} ${test.app.tenant.applicationTitle}`);
  });

  it('prints one copy for both when the applicant reads the default language', async () => {
    const { service, files, printed } = await serviceFor(['about']);
    await service.run({ applicantId: mariaId, username: 'maria@example.org', submittedAt: new Date().toISOString(), language: 'en' });
    expect(printed.map((print) => print.language)).toEqual(['en']);
    expect(files.get(`pdf/${mariaId}/submitted.pdf`)).toEqual([...files].find(([key]) => /[0-9a-f]{64}\.pdf$/.test(key))![1]);
  });

  it('queues a new copy when the applicant asks in another language than the kept one', async () => {
    const { service, queued } = await serviceFor(['about']);
    const applicant = { id: mariaId, username: 'maria@example.org' };
    // The copy in English may be kept from an earlier test already.
    if ((await service.request({ ...applicant, language: 'en' })).status !== 'COMPLETED') await service.run(queued.at(-1)!);
    expect((await service.request({ ...applicant, language: 'en' })).status).toBe('COMPLETED');
    expect(await service.request({ ...applicant, language: 'es' })).toEqual({ status: 'UNPROCESSED', url: null });
    expect(queued.at(-1)).toEqual({ applicantId: mariaId, username: applicant.username, language: 'es' });
  });
});

function tokens() {
  return createServiceTokens({ db: test.app.db, now: () => new Date() });
}
