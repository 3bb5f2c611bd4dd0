import { describe, expect, it } from 'vitest';
import { checkImageSize, imageSize } from '../../../../src/server/documents/convert/image-size.ts';
import { ConversionRefused } from '../../../../src/server/documents/convert/refused.ts';
import { makeBlankPng, makeImage, makeJpegHeader } from '../../../support/document-fixtures.ts';

function reasonOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ConversionRefused ? error.reason : `other: ${String(error)}`;
  }
}

describe('imageSize', () => {
  it('reads the size of real pictures from their headers', async () => {
    // pdftoppm at 40 dpi renders a Letter page as 340 × 440.
    expect(imageSize(await makeImage('png'), 'png')).toEqual({ width: 340, height: 440, frames: 1 });
    expect(imageSize(await makeImage('jpeg'), 'jpeg')).toEqual({ width: 340, height: 440, frames: 1 });
    expect(imageSize(makeBlankPng(8000, 8000), 'png')).toEqual({ width: 8000, height: 8000, frames: 1 });
    expect(imageSize(makeJpegHeader(60_000, 50_000), 'jpeg')).toEqual({ width: 60_000, height: 50_000, frames: 1 });
  });

  it('refuses malformed headers instead of guessing', () => {
    const png = makeBlankPng(10, 10);
    const badCrc = Buffer.from(png);
    badCrc[29] ^= 0xff; // a byte of IHDR's CRC
    const truncated = png.subarray(0, 20);
    const zeroWidth = makeBlankPng(0, 10);
    const jpeg = makeJpegHeader(100, 100);
    const zeroLengthSegment = Buffer.from(jpeg);
    zeroLengthSegment.writeUInt16BE(0, 4); // APP0's length: pdf-lib's own reader loops for ever on it
    const runaway = Buffer.from(jpeg);
    runaway.writeUInt16BE(0xfff0, 4); // a segment longer than the file
    const scanFirst = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]), jpeg.subarray(2)]);
    for (const [bytes, kind] of [
      [badCrc, 'png'],
      [truncated, 'png'],
      [zeroWidth, 'png'],
      [zeroLengthSegment, 'jpeg'],
      [runaway, 'jpeg'],
      [scanFirst, 'jpeg'],
      [makeJpegHeader(0, 100), 'jpeg'],
      [Buffer.from([0xff, 0xd8]), 'jpeg'],
    ] as const) {
      expect(reasonOf(() => imageSize(bytes, kind))).toBe('unreadableImage');
    }
  });
});

describe('checkImageSize', () => {
  it('allows up to the limit and refuses beyond it, before decoding', () => {
    expect(reasonOf(() => checkImageSize(makeJpegHeader(4000, 4000), 'jpeg', 16_000_000))).toBeNull();
    expect(reasonOf(() => checkImageSize(makeJpegHeader(4000, 4001), 'jpeg', 16_000_000))).toBe('imageTooLarge');
  });

  it('names the limit of file-upload.json in its message', () => {
    const error = new ConversionRefused('imageTooLarge');
    expect(error.message).not.toContain('{');
    expect(error.message).toMatch(/\d+ megapixels/);
  });
});
