import { inflateRawSync } from 'node:zlib';
import { ConversionRefused } from './refused.ts';

export interface ZipLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
}

/** One file of the archive, as it really unpacks. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endOfCentralDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ConversionRefused('unreadableDocx');
}

/**
 * Checks a .docx (a ZIP) without trusting what it declares: every entry is really inflated, with the output capped
 * by what is left of the budget, so a zip bomb stops at the cap instead of filling memory. Returns the entries with
 * their unpacked bytes, which is what the later checks read (never the archive's own claims).
 */
export function checkDocxZip(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: ZipEntry[] = [];
  let budget = limits.maxUnpackedBytes;
  try {
    const end = endOfCentralDirectory(zip);
    const count = zip.readUInt16LE(end + 10);
    if (count > limits.maxEntries) throw new ConversionRefused('docxTooLarge');
    let at = zip.readUInt32LE(end + 16);
    for (let i = 0; i < count; i += 1) {
      if (zip.readUInt32LE(at) !== CENTRAL) throw new ConversionRefused('unreadableDocx');
      const method = zip.readUInt16LE(at + 10);
      const compressed = zip.readUInt32LE(at + 20);
      const declared = zip.readUInt32LE(at + 24);
      const nameLength = zip.readUInt16LE(at + 28);
      const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      const local = zip.readUInt32LE(at + 42);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      // ZIP64 (sizes of 0xFFFFFFFF) has no place in a 1 MB document.
      if (compressed === 0xffffffff || declared === 0xffffffff || declared > budget) throw new ConversionRefused('docxTooLarge');
      if (zip.readUInt32LE(local) !== LOCAL) throw new ConversionRefused('unreadableDocx');
      const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(dataStart, dataStart + compressed);
      let unpacked: Uint8Array;
      if (method === 0) unpacked = data;
      else if (method === 8) unpacked = inflateRawSync(data, { maxOutputLength: budget + 1 });
      else throw new ConversionRefused('unreadableDocx');
      if (unpacked.length > budget) throw new ConversionRefused('docxTooLarge');
      budget -= unpacked.length;
      entries.push({ name, data: unpacked });
      at = next;
    }
  } catch (error) {
    if (error instanceof ConversionRefused) throw error;
    // inflate's "Cannot create a Buffer larger than" (maxOutputLength) is the bomb; anything else a broken file.
    if (error instanceof RangeError && /larger than|maxOutputLength/i.test(error.message)) throw new ConversionRefused('docxTooLarge');
    throw new ConversionRefused('unreadableDocx');
  }
  return entries;
}

/** True when the ZIP's entries make it a Word document. */
export function isDocx(names: string[]): boolean {
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}
