import { fileUpload } from '../../../shared/documents/file-rules.ts';
import { ThreadLimitError, type PdfThreads } from '../../pdf-threads/pool.ts';
import type { Refusable } from '../../pdf-threads/tasks.ts';
import { checkImageSize } from './image-size.ts';
import { ConversionRefused } from './refused.ts';
import { sniffKind } from './sniff.ts';

export interface ConvertedDocument {
  pdf: Uint8Array;
  pages: number;
  kind: 'png' | 'jpeg' | 'pdf' | 'docx';
}

/** Renders a checked .docx to PDF (LibreOffice, or the fallback where it is missing). */
export type DocxRenderer = (docx: Uint8Array, signal: AbortSignal) => Promise<Uint8Array>;

export interface ConversionTools {
  renderDocx: DocxRenderer | null;
  /** Where pictures are decoded, PDFs parsed and copied, and .docx entries inflated: never the event loop. */
  threads: PdfThreads;
}

/** A thread's answer: its value, or its refusal; a thread stopped by its memory or time limit refuses the file. */
async function offLoop<T>(task: Promise<Refusable<T>>): Promise<T> {
  let result: Refusable<T>;
  try {
    result = await task;
  } catch (error) {
    if (error instanceof ThreadLimitError) throw new ConversionRefused('tooComplex');
    throw error;
  }
  if ('refused' in result) throw new ConversionRefused(result.refused);
  return result.ok;
}

/**
 * Any accepted upload → one inert PDF. The type comes from the bytes; the size, a picture's pixels (from its
 * header, before decoding), a .docx's real unpacked size, and a PDF's readability are checked before anything is
 * converted; a .docx reaches LibreOffice without its external links; every PDF kept (uploaded, LibreOffice's, a picture's page) is copied without its active content.
 * Refusals are ConversionRefused (shown to the applicant).
 */
export async function convertToPdf(bytes: Uint8Array, { renderDocx, threads }: ConversionTools, signal: AbortSignal): Promise<ConvertedDocument> {
  if (bytes.length === 0) throw new ConversionRefused('empty');
  if (bytes.length > fileUpload.maxBytes) throw new ConversionRefused('tooLarge');
  const kind = sniffKind(bytes);
  if (kind === 'png' || kind === 'jpeg') {
    checkImageSize(bytes, kind, fileUpload.maxImageMegapixels * 1_000_000);
    return { ...(await offLoop(threads.run('imagePdf', { bytes, kind }, signal))), kind };
  }
  if (kind === 'pdf') return { ...(await offLoop(threads.run('uploadedPdf', { bytes }, signal))), kind };
  if (kind === 'zip') {
    const docx = await offLoop(threads.run('docxForLibreOffice', { bytes }, signal));
    if (!renderDocx) throw new Error('no .docx renderer: LibreOffice or its sandbox is missing (see the warning at start)');
    const pdf = await renderDocx(docx, signal);
    return { ...(await offLoop(threads.run('uploadedPdf', { bytes: pdf }, signal))), kind: 'docx' };
  }
  throw new ConversionRefused('unsupported');
}
