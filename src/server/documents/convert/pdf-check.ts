import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { ConversionRefused } from './refused.ts';

/**
 * Opens a PDF that opens without a password and has pages. Whatever else goes wrong while reading it (pdf-lib
 * throws TypeErrors on a junk body, RangeErrors on deep nesting) is the file's fault and is refused, never retried.
 */
export async function readPdf(bytes: Uint8Array): Promise<PDFDocument> {
  // A trailer (or cross-reference stream) naming an encryption dictionary: readers would ask for a password.
  if (/\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'))) {
    throw new ConversionRefused('encryptedPdf');
  }
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    // pdf-lib also flags encryption it could parse around.
    if (pdf.isEncrypted) throw new ConversionRefused('encryptedPdf');
    if (pdf.getPageCount() === 0) throw new ConversionRefused('unreadablePdf');
    return pdf;
  } catch (error) {
    if (error instanceof ConversionRefused) throw error;
    if (error instanceof EncryptedPDFError) throw new ConversionRefused('encryptedPdf');
    throw new ConversionRefused('unreadablePdf');
  }
}
