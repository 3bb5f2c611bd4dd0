// Documents that point outside themselves: a picture linked to a URL on a host the server reaches, or to a file on
// the server (another applicant's submitted PDF). Converted through the product's own pipeline and converter, the
// PDF must show neither, and no request may reach the host; a normal hyperlink still works.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertToPdf } from '../../../../src/server/documents/convert/convert.ts';
import { setUpDocxConverter } from '../../../../src/server/documents/convert/docx-converter.ts';
import type { SofficeConverter } from '../../../../src/server/documents/convert/soffice.ts';
import { createPdfThreads } from '../../../../src/server/pdf-threads/pool.ts';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { linkedPictureXml, makeDocx, makeHandMadeDocx, pdfImageCount, makeMarkerPdf, pdfText, RELATIONSHIP_TYPES } from '../../../support/document-fixtures.ts';

const root = mkdtempSync(join(tmpdir(), 'docx-links-'));
// Where the server keeps another applicant's submitted application.
const secretFile = join(root, 'data', 'files', 'uploads', 'pdf', '7f3c2a1e-0000-4000-8000-000000000001', 'submitted.pdf');
const MARKER = 'ApplicantSecret 123-45-6789';
const requests: string[] = [];
const host = createServer((request: IncomingMessage, response) => {
  requests.push(`${request.method} ${request.url}`);
  response.end('not a picture');
});
let base = '';
let converter: SofficeConverter;
const signal = new AbortController().signal;

beforeAll(async () => {
  mkdirSync(join(secretFile, '..'), { recursive: true });
  writeFileSync(secretFile, await makeMarkerPdf(MARKER));
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const setup = await setUpDocxConverter(join(root, 'work'));
  if (!setup.converter) throw new Error(`no .docx converter: ${setup.warning}`);
  converter = setup.converter;
});

afterAll(async () => {
  await converter?.close();
  await threads.close();
  await new Promise((resolve) => host.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const threads = createPdfThreads(fileUpload.conversionThreads);
const render = { renderDocx: (docx: Uint8Array, s: AbortSignal) => converter.convert(docx, s), threads };
const linkedPicture = (target: string) =>
  makeHandMadeDocx(linkedPictureXml('rIdPicture'), [{ id: 'rIdPicture', type: RELATIONSHIP_TYPES.image, target, external: true }]);

describe('a .docx that links outside itself', () => {
  it('makes no request to a host the server reaches (a picture linked to http://127.0.0.1)', async () => {
    const converted = await convertToPdf(linkedPicture(`${base}/latest/meta-data/iam`), render, signal);
    expect(pdfText(converted.pdf)).toContain('My personal statement');
    expect(requests).toEqual([]);
  });

  it('does not draw a file of the server into the PDF (a picture linked to file://…/submitted.pdf)', async () => {
    const converted = await convertToPdf(linkedPicture(pathToFileURL(secretFile).href), render, signal);
    const text = pdfText(converted.pdf);
    expect(text).toContain('My personal statement');
    expect(text).not.toContain('ApplicantSecret');
  });

  it('reaches neither even when the links reach LibreOffice: its sandbox has no network and no data folder', async () => {
    // The converter alone, without the pipeline that strips the links first.
    const docx = makeHandMadeDocx(`${linkedPictureXml('rIdWeb')}${linkedPictureXml('rIdFile')}`, [
      { id: 'rIdWeb', type: RELATIONSHIP_TYPES.image, target: `${base}/sandboxed`, external: true },
      { id: 'rIdFile', type: RELATIONSHIP_TYPES.image, target: pathToFileURL(secretFile).href, external: true },
    ]);
    const text = pdfText(await converter.convert(docx, signal));
    expect(text).toContain('My personal statement');
    expect(text).not.toContain('ApplicantSecret');
    expect(requests).toEqual([]);
  });

  it('makes no request for field codes and altChunk either (INCLUDEPICTURE, INCLUDETEXT, LINK, an HTML chunk)', async () => {
    // LibreOffice shows a field's saved result and leaves the field alone, so these pass with the stripping alone too:
    // they keep the sandbox and the profile's guards honest should a LibreOffice release start following them.
    const field = (instruction: string) =>
      `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>saved result</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
    const fileUrl = pathToFileURL(secretFile).href;
    const body = [
      `INCLUDEPICTURE "${base}/field.png" \\d`,
      `INCLUDEPICTURE "${fileUrl}" \\d`,
      `INCLUDETEXT "${base}/field.docx"`,
      `LINK Word.Document.12 "${base}/link.docx" "" \\a`,
    ]
      .map(field)
      .join('');
    const chunk = `<html><body><p>Chunk</p><img src="${base}/chunk.png"><img src="${fileUrl}"></body></html>`;
    const docx = makeHandMadeDocx(
      `${body}<w:altChunk r:id="rIdChunk"/>`,
      [{ id: 'rIdChunk', type: RELATIONSHIP_TYPES.altChunk, target: 'chunk.html' }],
      [{ name: 'word/chunk.html', data: chunk }],
    );
    const text = pdfText((await convertToPdf(docx, render, signal)).pdf);
    expect(text).toContain('saved result');
    expect(text).not.toContain('ApplicantSecret');
    expect(requests).toEqual([]);
  });

  it('still converts a normal Word document with a picture and a web hyperlink, and keeps the link', async () => {
    const converted = await convertToPdf(await makeDocx({ link: 'https://example.org/portfolio' }), render, signal);
    expect(pdfImageCount(converted.pdf)).toBe(1);
    expect(pdfText(converted.pdf)).toContain('My portfolio');
    expect(Buffer.from(converted.pdf).toString('latin1')).toContain('https://example.org/portfolio');
    expect(requests).toEqual([]);
  });
});
