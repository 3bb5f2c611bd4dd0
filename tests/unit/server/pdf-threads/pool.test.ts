import { describe, expect, it } from 'vitest';
import { convertToPdf } from '../../../../src/server/documents/convert/convert.ts';
import { ConversionRefused } from '../../../../src/server/documents/convert/refused.ts';
import { createPdfThreads } from '../../../../src/server/pdf-threads/pool.ts';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { makeManyObjectPdf, makePdf } from '../../../support/document-fixtures.ts';

// The PDF threads' limits: a task over its heap or its time is stopped with its thread, the next task gets a new one,
// and a conversion stopped so is refused for good (tooComplex), not retried.
const never = new AbortController().signal;

describe('PDF threads', () => {
  it('stops a PDF that needs more than the heap limit, refuses it as too complex, and converts the next file', async () => {
    const threads = createPdfThreads({ threads: 1, memoryMb: 32, timeoutMs: 60_000 });
    try {
      const heavy = await makeManyObjectPdf(80_000);
      expect(heavy.length).toBeLessThan(fileUpload.maxBytes);
      await expect(threads.run('uploadedPdf', { bytes: heavy })).rejects.toMatchObject({ name: 'ThreadLimitError', limit: 'memory' });
      const refusal = await convertToPdf(heavy, { renderDocx: null, threads }, never).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ConversionRefused);
      expect((refusal as ConversionRefused).message).toBe(fileUpload.conversionMessages.tooComplex);
      expect((await convertToPdf(await makePdf(2), { renderDocx: null, threads }, never)).pages).toBe(2);
    } finally {
      await threads.close();
    }
  }, 120_000);

  it('stops a task that outlives its time, with its thread', async () => {
    const threads = createPdfThreads({ ...fileUpload.conversionThreads, timeoutMs: 1 });
    try {
      await expect(threads.run('applicationPdf', { printed: await makePdf(1), documents: [], title: 'T', author: 'A', now: new Date() })).rejects.toMatchObject({
        name: 'ThreadLimitError',
        limit: 'time',
      });
    } finally {
      await threads.close();
    }
  });

  it('stops a task at once when its job is aborted, with the job’s reason', async () => {
    const threads = createPdfThreads(fileUpload.conversionThreads);
    try {
      const job = new AbortController();
      const running = threads.run('uploadedPdf', { bytes: await makeManyObjectPdf(40_000) }, job.signal);
      const reason = new Error('worker stopping');
      job.abort(reason);
      await expect(running).rejects.toBe(reason);
    } finally {
      await threads.close();
    }
  });
});
