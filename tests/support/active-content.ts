import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString, type PDFObject } from 'pdf-lib';

/** Keys that carry or lead to something a reader runs, opens or sends. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'AcroForm',
  'XFA',
  'EmbeddedFiles',
  'EF',
  'Next',
  'RichMediaContent',
  'RichMediaSettings',
  'Launch',
]);
/** Action types other than a plain link to a web address or a place in the same document. */
const PASSIVE_ACTIONS = new Set(['URI', 'GoTo']);
const ACTIVE_ANNOTATIONS = new Set(['FileAttachment', 'RichMedia', 'Widget', 'Screen', 'Movie', 'Sound', '3D']);

/**
 * Every active construct left in a PDF, found by walking every object it holds (pdf-lib unpacks object streams):
 * e.g. `key /OpenAction`, `action /JavaScript`, `annotation /FileAttachment`. Empty for an inert PDF.
 */
export async function activeContentIn(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: string[] = [];
  const seen = new Set<PDFObject>();
  const walk = (object: PDFObject | undefined): void => {
    if (!object || object instanceof PDFRef || seen.has(object)) return;
    seen.add(object);
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        if (ACTIVE_KEYS.has(key.decodeText())) found.push(`key /${key.decodeText()}`);
        if (key === PDFName.of('S') && value instanceof PDFName && !PASSIVE_ACTIONS.has(value.decodeText())) found.push(`action /${value.decodeText()}`);
        if (key === PDFName.of('Subtype') && value instanceof PDFName && ACTIVE_ANNOTATIONS.has(value.decodeText())) found.push(`annotation /${value.decodeText()}`);
        walk(value);
      }
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) walk(item);
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) walk(object);
  walk(pdf.context.trailerInfo.Root);
  return found;
}

/** The web addresses of the link annotations on a PDF's pages. */
export async function linkAddressesIn(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const addresses: string[] = [];
  for (const page of pdf.getPages()) {
    for (const item of page.node.Annots()?.asArray() ?? []) {
      const action = pdf.context.lookupMaybe(item, PDFDict)?.lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookup(PDFName.of('URI'));
      if (uri instanceof PDFString || uri instanceof PDFHexString) addresses.push(uri.decodeText());
    }
  }
  return addresses;
}

/** What poppler finds, independent of pdf-lib: the JavaScript `pdfinfo -js` prints and the files `pdfdetach -list` lists. */
export function popplerActiveContent(bytes: Uint8Array): { javascript: string; attachments: string } {
  const dir = mkdtempSync(join(tmpdir(), 'active-content-'));
  try {
    const file = join(dir, 'f.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', ['-js', file], { encoding: 'utf8' });
    return {
      javascript: info.slice(info.indexOf('\n', info.lastIndexOf('PDF version'))).trim(),
      attachments: execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' }).trim(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
