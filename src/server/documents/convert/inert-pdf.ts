import { PDFDocument } from 'pdf-lib';
import { appendInertPages } from '../../pdf/inert-pages.ts';
import { readPdf } from './pdf-check.ts';
import { ConversionRefused } from './refused.ts';

export interface InertPdf {
  pdf: Uint8Array;
  pages: number;
}

/**
 * The PDF that is kept for an upload: its pages copied into a new document with nothing active left (see
 * appendInertPages), so no action, script, form or attachment of the upload reaches the application PDF.
 */
export async function inertPdf(bytes: Uint8Array): Promise<InertPdf> {
  const source = await readPdf(bytes);
  try {
    const copy = await PDFDocument.create();
    const pages = await appendInertPages(copy, source);
    // Objects stay outside object streams: a mail gateway or virus scanner reads the copy's dictionaries as they are.
    return { pdf: await copy.save({ useObjectStreams: false }), pages };
  } catch {
    // pdf-lib met something it cannot follow in a page it opened: as unreadable as a body it cannot open.
    throw new ConversionRefused('unreadablePdf');
  }
}
