import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { convertToPdf } from '../src/server/documents/convert/convert.ts';
import { createSofficeConverter, findSoffice } from '../src/server/documents/convert/soffice.ts';
import { makeDocx, makeImage, makePdf } from '../tests/support/document-fixtures.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { latency, latencyLine } from './support/stats.ts';

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work(); // warm: LibreOffice profile, pdf-lib, JIT
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function conversions(): Promise<string[]> {
  const soffice = findSoffice();
  const converter = soffice ? createSofficeConverter({ binary: soffice, workDir: mkdtempSync(join(tmpdir(), 'bench-soffice-')), timeoutMs: 120_000 }) : null;
  const signal = new AbortController().signal;
  const render = converter ? (docx: Uint8Array, s: AbortSignal) => converter.convert(docx, s) : null;
  const files = { png: await makeImage('png', 100), pdf: await makePdf(3), docx: await makeDocx() };
  const lines: string[] = [];
  for (const [kind, bytes, runs, goal] of [['png', files.png, 15, 500], ['pdf', files.pdf, 15, 500], ['docx', files.docx, 7, 2000]] as const) {
    if (kind === 'docx' && !render) {
      lines.push('docx conversion: LibreOffice not installed, not measured');
      continue;
    }
    const stats = latency(await timed(runs, () => convertToPdf(bytes, render, signal)));
    lines.push(`${latencyLine(`convert ${kind} (${Math.round(bytes.length / 1000)} KB), warm`, stats)}   goal p50 ≤ ${goal} ms: ${stats.p50Ms <= goal ? 'met' : 'NOT met'}`);
  }
  await converter?.close();
  return lines;
}

async function storageThroughput(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', DATABASE_URL: '' }));
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const file = new Uint8Array(1_048_576).fill(42);
    const uploads = 30;
    let bytes = 0;
    const start = performance.now();
    for (let i = 0; i < uploads; i += 1) {
      const { url, fields } = await app.storage.presignPost(`uploads/bench/personal_statement_doc/${i}`, { maxBytes: 1_048_576, expiresSeconds: 60 });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([file]), 'bench.pdf');
      const response = await fetch(new URL(url, base), { method: 'POST', body: form });
      if (response.status !== 204) throw new Error(`storage endpoint answered ${response.status}`);
      bytes += file.length;
    }
    const seconds = (performance.now() - start) / 1000;
    return `storage endpoint: ${uploads} uploads of 1 MB one after another, ${(bytes / 1_048_576 / seconds).toFixed(1)} MB/s (${((seconds * 1000) / uploads).toFixed(0)} ms per upload, policy checked, streamed to disk)`;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const uploadsBenchmark: Benchmark = {
  id: 'uploads',
  title: 'document conversion per type (median, warm) and storage endpoint throughput',
  async run() {
    return [...(await conversions()), await storageThroughput()].join('\n');
  },
};

await runIfMain(import.meta.url, uploadsBenchmark);
