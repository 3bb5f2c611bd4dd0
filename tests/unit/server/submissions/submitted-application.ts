import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import { completePdf, markPdf } from '../../../../src/server/db/pdf/application-pdf.ts';
import { completeApplication } from '../../../support/complete-application.ts';
import { expectedAnswers, type Answers } from '../../../support/submission-answers.ts';
import { logInNewApplicant, uniqueUsername, type ApplicantBrowser } from '../helpers/session.ts';

export { expectedAnswers, type Answers };

/** A fresh applicant, logged in, who typed a complete application (with an SSN) and has not submitted it yet. */
export async function readyApplicant(app: FastifyInstance, extra: Answers = {}): Promise<{ id: string; typed: Answers; browser: ApplicantBrowser }> {
  const username = uniqueUsername('submitter');
  const browser = await logInNewApplicant(app, username);
  const typed: Answers = { ...completeApplication(), ssn: '123-45-6789', ...extra };
  expect((await browser.put('/api/answer', typed)).statusCode).toBe(200);
  const id = (await app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow()).id;
  return { id, typed, browser };
}

/**
 * A fresh applicant who typed a complete application (with an SSN) and submitted it through the real routes. The
 * frozen PDF is stored as the PDF job stores it (Chromium's print is out of these tests; tests/e2e prints for real).
 */
export async function submitApplication(app: FastifyInstance, extra: Answers = {}): Promise<{ id: string; typed: Answers; browser: ApplicantBrowser; pdf: Uint8Array }> {
  const { id, typed, browser } = await readyApplicant(app, extra);
  expect((await browser.post('/api/submit', {})).statusCode).toBe(200);
  return { id, typed, browser, pdf: await freezePdf(app, id) };
}

/** Stores a submitted application's frozen PDF as the PDF job does. */
async function freezePdf(app: FastifyInstance, id: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`frozen ${id}`);
  document.addPage();
  const pdf = await document.save();
  const key = `pdf/${id}/submitted.pdf`;
  await app.storage.write(key, pdf, 'application/pdf');
  const now = new Date().toISOString();
  await markPdf(app.db, id, 'submitted', 'COMPLETED', now);
  await completePdf(app.db, id, { fingerprint: 'submitted', fileKey: key, submittedFileKey: key, now });
  return pdf;
}
