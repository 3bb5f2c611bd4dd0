import { PDFDocument } from 'pdf-lib';
import { appendInertPages } from './inert-pages.ts';

export interface AssembleInput {
  /** The printed form (Chromium's PDF). */
  printed: Uint8Array;
  /** Converted documents, appended in this order. */
  documents: Uint8Array[];
  title: string;
  author: string;
  now: Date;
}

/**
 * The application PDF: the printed form, then every page of each document, with the tenant as title and author.
 * Documents are appended as inert pages (actions, scripts, forms and attachments left out) even though their
 * conversion already copied them so: a PDF kept by an older version of the conversion is appended the same way.
 */
export async function assembleApplicationPdf({ printed, documents, title, author, now }: AssembleInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(printed, { updateMetadata: false });
  for (const bytes of documents) await appendInertPages(pdf, await PDFDocument.load(bytes, { updateMetadata: false }));
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(author);
  pdf.setCreator(author);
  pdf.setProducer(author);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}
