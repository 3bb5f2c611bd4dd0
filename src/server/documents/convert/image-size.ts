import { crc32 } from 'node:zlib';
import { ConversionRefused } from './refused.ts';

export interface ImageSize {
  width: number;
  height: number;
  /** Frames a decoder would expand: more than one for an animated PNG. */
  frames: number;
}

const PNG_SIGNATURE_LENGTH = 8;
const PNG_BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/**
 * A PNG's size from its header, read chunk by chunk without inflating anything: the first chunk must be a
 * well-formed IHDR (CRC checked), every chunk must fit in the file, and an animation control chunk (APNG) gives the
 * number of frames.
 */
function pngSize(png: Buffer): ImageSize {
  let at = PNG_SIGNATURE_LENGTH;
  let size: ImageSize | null = null;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > png.length) break;
    if (png.readUInt32BE(end - 4) !== crc32(png.subarray(at + 4, end - 4))) break;
    const data = png.subarray(at + 8, end - 4);
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) break;
      const [depth, colour, compression, filter, interlace] = data.subarray(8);
      if (!PNG_BIT_DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) break;
      size = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), frames: 1 };
      if (size.width === 0 || size.height === 0 || size.width > 0x7fffffff || size.height > 0x7fffffff) break;
    } else if (type === 'acTL' && length === 8) {
      size.frames = Math.max(1, data.readUInt32BE(0));
    } else if (type === 'IDAT' || type === 'IEND') {
      return size;
    }
    at = end;
  }
  throw new ConversionRefused('unreadableImage');
}

/** JPEG markers that stand alone (no length follows): TEM and the restart markers RST0–RST7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers (every coding process); C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const startOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * A JPEG's size from its frame header (SOF), walking the marker segments from the start: each segment's length must
 * be at least 2 and fit in the file, and a frame must come before the first scan. A zero height (defined later by a
 * DNL marker) is refused, like any malformed header.
 */
function jpegSize(jpeg: Buffer): ImageSize {
  let at = 2; // after SOI
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) break;
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) break; // SOI again, EOI or a scan before any frame
    const length = jpeg.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > jpeg.length) break;
    if (startOfFrame(marker)) {
      if (length < 8) break;
      const height = jpeg.readUInt16BE(at + 5);
      const width = jpeg.readUInt16BE(at + 7);
      if (width === 0 || height === 0) break;
      return { width, height, frames: 1 };
    }
    at += 2 + length;
  }
  throw new ConversionRefused('unreadableImage');
}

/** The size a decoder would give the picture, read from its header alone; a malformed header is refused. */
export function imageSize(bytes: Uint8Array, kind: 'png' | 'jpeg'): ImageSize {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return kind === 'png' ? pngSize(buffer) : jpegSize(buffer);
}

/**
 * Refuses a picture before it is decoded: an animation (pdf-lib places still pictures only, and would decode every
 * frame before saying so) or more pixels than `maxPixels`, which the decoder would hold four bytes each.
 */
export function checkImageSize(bytes: Uint8Array, kind: 'png' | 'jpeg', maxPixels: number): ImageSize {
  const size = imageSize(bytes, kind);
  if (size.frames > 1) throw new ConversionRefused('unreadableImage');
  if (size.width * size.height > maxPixels) throw new ConversionRefused('imageTooLarge');
  return size;
}
