import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PdfJobPayload } from '../../../../src/server/pdf/pdf-service.ts';
import { completeApplication } from '../../../support/complete-application.ts';
import { readMails } from '../../../support/mail-files.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, uniqueUsername } from '../helpers/session.ts';

// The confirmation mail of a submit, through the real app: submit, the PDF job, the mail file. Chromium's part is
// played by a print that reads the print view's payload with its service token and writes it into a PDF, as the
// view does (tests/e2e/pdf.spec.ts prints with Chromium itself).

const SSN = '123-45-6789';
let test: TestApp;
const scratch = mkdtempSync(join(tmpdir(), 'submitted-mail-'));

beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
  test.app.pdfPrinter.print = async ({ serviceToken }) => {
    const view = await test.app.inject({ url: `/service/tmp-pdf?service_token=${serviceToken}` });
    const { answer } = view.json() as { answer: Record<string, string> };
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    page.drawText(`${answer.first_name} ${answer.last_name}`, { x: 40, y: 700, size: 12, font });
    page.drawText(`Social Security Number: ${answer.ssn}`, { x: 40, y: 680, size: 12, font });
    return pdf.save();
  };
}, 60_000);
afterAll(async () => {
  await test.close();
  rmSync(scratch, { recursive: true, force: true });
});

function pdfText(bytes: Uint8Array, name: string): string {
  const file = join(scratch, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** The text of every PDF attached to a raw RFC 822 message. */
function attachedPdfTexts(raw: string): string[] {
  const parts = [...raw.matchAll(/Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)];
  return parts.map((part, n) => pdfText(Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64'), `attached-${n}.pdf`));
}

it('mails no Social Security number on submit: no PDF attached, a link to the copy behind the login', async () => {
  const username = uniqueUsername('submitter');
  const applicant = await logInNewApplicant(test.app, username);
  expect((await applicant.put('/api/answer', { ...completeApplication(), ssn: SSN })).statusCode).toBe(200);
  const submitted = await applicant.post('/api/submit', {});
  expect(submitted.statusCode, submitted.body).toBe(200);

  const { id } = await test.app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow();
  const job = await test.app.jobs.statusByDedupeKey(`application-pdf:${id}:submitted`);
  const payload = job?.payload as PdfJobPayload;
  expect(payload.submittedAt).toBeDefined();
  await test.app.pdf.run(payload);
  await test.app.mailer.settled();

  const mail = readMails(test.app.config.mailDir).find((m) => m.to === username && /Thank you for applying/.test(m.subject));
  expect(mail, 'the confirmation mail').toBeDefined();
  const raw = readFileSync(join(test.app.config.mailDir, mail!.file), 'utf8');
  const everything = [raw, mail!.text, mail!.html, ...attachedPdfTexts(raw)].join('\n');
  expect(everything).not.toContain(SSN);
  expect(everything).not.toContain('6789');
  expect(raw).not.toMatch(/application\/pdf/i);
  expect(mail!.text).toContain('http://localhost/completion');
  expect(mail!.html).toContain('href="http://localhost/completion"');

  // The copy kept for the applicant and staff is the application as submitted, the full number included.
  const kept = await test.app.db.selectFrom('application_pdf').select('submitted_file_key').executeTakeFirstOrThrow();
  expect(pdfText((await test.app.storage.read(kept.submitted_file_key!, 1 << 26))!, 'kept.pdf')).toContain(SSN);
}, 60_000);
