import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { ConversionRefused } from './refused.ts';

/** Checks that a PDF opens without a password and has pages; returns its page count. */
export async function checkPdf(bytes: Uint8Array): Promise<number> {
  // A trailer (or cross-reference stream) naming an encryption dictionary: readers would ask for a password.
  if (/\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'))) {
    throw new ConversionRefused('encryptedPdf');
  }
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw new ConversionRefused('encryptedPdf');
    throw new ConversionRefused('unreadablePdf');
  }
  // pdf-lib also flags encryption it could parse around.
  if (pdf.isEncrypted) throw new ConversionRefused('encryptedPdf');
  const pages = pdf.getPageCount();
  if (pages === 0) throw new ConversionRefused('unreadablePdf');
  return pages;
}
