import { describe, expect, it } from 'vitest';
import { checkDocxZip, isDocx } from '../../../../src/server/documents/convert/zip-check.ts';
import { ConversionRefused } from '../../../../src/server/documents/convert/refused.ts';
import { makeDocx, makeZip } from '../../../support/document-fixtures.ts';

const limits = { maxUnpackedBytes: 1024 * 1024, maxEntries: 10 };

function reasonOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ConversionRefused ? error.reason : `other: ${String(error)}`;
  }
}

describe('checkDocxZip', () => {
  it('lists the entries of a real .docx', async () => {
    const entries = checkDocxZip(await makeDocx(), { maxUnpackedBytes: 20 * 1024 * 1024, maxEntries: 2000 });
    expect(isDocx(entries.map((entry) => entry.name))).toBe(true);
    expect(new TextDecoder().decode(entries.find((entry) => entry.name === 'word/document.xml')?.data)).toContain('Personal Statement');
  });

  it('refuses an archive that declares more than the budget', () => {
    expect(reasonOf(() => checkDocxZip(makeZip([{ name: 'word/document.xml', data: Buffer.alloc(2 * 1024 * 1024) }]), limits))).toBe('docxTooLarge');
  });

  it('refuses an archive that lies about its sizes, by inflating under a cap', () => {
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.alloc(5 * 1024 * 1024) }]);
    const directory = zip.readUInt32LE(zip.length - 6);
    zip.writeUInt32LE(100, directory + 24);
    expect(reasonOf(() => checkDocxZip(zip, limits))).toBe('docxTooLarge');
  });

  it('refuses too many entries and a broken archive', () => {
    const many = makeZip(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(reasonOf(() => checkDocxZip(many, limits))).toBe('docxTooLarge');
    expect(reasonOf(() => checkDocxZip(Buffer.from('PK\u0003\u0004 not really a zip'), limits))).toBe('unreadableDocx');
  });
});
