import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfThreads } from '../../../../src/server/pdf-threads/pool.ts';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { activeContentIn, linkAddressesIn, popplerActiveContent } from '../../../support/active-content.ts';
import { makeActivePdf, makePdf, pdfText } from '../../../support/document-fixtures.ts';

// The application PDF's assembly, in a PDF thread as the PDF job runs it: a document kept before conversions
// copied PDFs without their active content is appended without it all the same.
const threads = createPdfThreads(fileUpload.conversionThreads);
afterAll(() => threads.close());

describe('assembling the application PDF', () => {
  it('appends a document’s pages and text but none of its active content', async () => {
    const printed = await makePdf(2);
    const pdf = await threads.run('applicationPdf', { printed, documents: [await makeActivePdf()], title: 'T', author: 'A', now: new Date() });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    expect(await activeContentIn(pdf)).toEqual([]);
    expect(popplerActiveContent(pdf)).toEqual({ javascript: '', attachments: '0 embedded files' });
    expect(pdfText(pdf)).toContain('Active content test page');
    expect(await linkAddressesIn(pdf)).toEqual(['https://example.org/chained', 'https://example.org/plain']);
  });
});
