import { PDFDocument } from 'pdf-lib';

export interface AssembleInput {
  /** The printed form (Chromium's PDF). */
  printed: Uint8Array;
  /** Converted documents, appended in this order. */
  documents: Uint8Array[];
  title: string;
  author: string;
  now: Date;
}

/** The application PDF: the printed form, then every page of each document, with the tenant as title and author. */
export async function assembleApplicationPdf({ printed, documents, title, author, now }: AssembleInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(printed, { updateMetadata: false });
  for (const bytes of documents) {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    for (const page of await pdf.copyPages(document, document.getPageIndices())) pdf.addPage(page);
  }
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(author);
  pdf.setCreator(author);
  pdf.setProducer(author);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}
