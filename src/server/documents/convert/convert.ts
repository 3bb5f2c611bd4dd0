import { fileUpload } from '../../../shared/documents/file-rules.ts';
import { checkPdf } from './pdf-check.ts';
import { imageToPdf } from './image-page.ts';
import { ConversionRefused } from './refused.ts';
import { sniffKind } from './sniff.ts';
import { stripExternalLinks } from './external-links.ts';
import { checkDocxZip, isDocx } from './zip-check.ts';

export interface ConvertedDocument {
  pdf: Uint8Array;
  pages: number;
  kind: 'png' | 'jpeg' | 'pdf' | 'docx';
}

/** Renders a checked .docx to PDF (LibreOffice, or the fallback where it is missing). */
export type DocxRenderer = (docx: Uint8Array, signal: AbortSignal) => Promise<Uint8Array>;

/**
 * Any accepted upload → one PDF. The type comes from the bytes; the size, a .docx's real unpacked size, and a PDF's
 * readability are checked before anything is converted; a .docx reaches LibreOffice without its external links. Refusals are ConversionRefused (shown to the applicant).
 */
export async function convertToPdf(bytes: Uint8Array, renderDocx: DocxRenderer | null, signal: AbortSignal): Promise<ConvertedDocument> {
  if (bytes.length === 0) throw new ConversionRefused('empty');
  if (bytes.length > fileUpload.maxBytes) throw new ConversionRefused('tooLarge');
  const kind = sniffKind(bytes);
  if (kind === 'png' || kind === 'jpeg') {
    const pdf = await imageToPdf(bytes, kind);
    return { pdf, pages: 1, kind };
  }
  if (kind === 'pdf') return { pdf: bytes, pages: await checkPdf(bytes), kind };
  if (kind === 'zip') {
    const limits = { maxUnpackedBytes: fileUpload.maxDocxUnpackedBytes, maxEntries: fileUpload.maxDocxEntries };
    const entries = checkDocxZip(bytes, limits);
    if (!isDocx(entries.map((entry) => entry.name))) throw new ConversionRefused('unsupported');
    if (!renderDocx) throw new Error('no .docx renderer: LibreOffice or its sandbox is missing (see the warning at start)');
    const pdf = await renderDocx(stripExternalLinks(entries, limits), signal);
    return { pdf, pages: await checkPdf(pdf), kind: 'docx' };
  }
  throw new ConversionRefused('unsupported');
}
