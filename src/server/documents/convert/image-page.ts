import { PDFDocument } from 'pdf-lib';
import { ConversionRefused } from './refused.ts';

/** US Letter in points, with half-inch margins. */
const PAGE = { width: 612, height: 792, margin: 36 };

/** Places a PNG or JPEG on one Letter page, scaled down to fit inside the margins and centred. */
export async function imageToPdf(bytes: Uint8Array, kind: 'png' | 'jpeg'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  let image;
  try {
    image = kind === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    throw new ConversionRefused('unreadableImage');
  }
  const room = { width: PAGE.width - 2 * PAGE.margin, height: PAGE.height - 2 * PAGE.margin };
  const scale = Math.min(1, room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawImage(image, { x: (PAGE.width - width) / 2, y: (PAGE.height - height) / 2, width, height });
  return pdf.save();
}
