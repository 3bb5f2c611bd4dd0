import { createHash } from 'node:crypto';
import type { ApplicationService } from '../application/service.ts';
import type { Db } from '../db/database.ts';
import type { ConvertedDocuments } from './documents.ts';

/** The temporary PDF payload (GET /service/tmp-pdf): everything the print view shows of one applicant. */
export interface PrintPayload {
  answer: Record<string, string | boolean>;
  add_another: Record<string, number>;
  document_answer: Record<string, unknown>;
  tabs: Record<string, string>;
}

/**
 * The application's part from its own module, the documents' part from the uploads module; read inside the
 * transaction `within` when given.
 */
export async function readPrintPayload(
  application: Pick<ApplicationService, 'printAnswers'>,
  documents: ConvertedDocuments,
  applicantId: string,
  within?: Db,
): Promise<PrintPayload> {
  const [{ answer, add_another, tabs }, document_answer] = await Promise.all([
    application.printAnswers(applicantId, within),
    documents.documentAnswers(applicantId, within),
  ]);
  return { answer, add_another, document_answer, tabs };
}

/** JSON with object keys sorted, so the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a PDF was printed from: the payload and the settings that shape it. Equal fingerprints mean the kept PDF
 * still shows exactly the application, so it is served again instead of printed anew.
 */
export function printFingerprint(payload: PrintPayload, settings: unknown): string {
  return createHash('sha256').update(canonical({ payload, settings })).digest('hex');
}
