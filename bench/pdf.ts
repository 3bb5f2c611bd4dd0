/**
 * The application PDF, end to end through the real server, in this process so the worker's memory can be read:
 * the app (SQLite in a temporary DATA_DIR, the built client from CLIENT_DIR or dist/client) listens on loopback;
 * one applicant saves the complete application (tests/support/complete-application.ts) and has two converted
 * documents (a two-page PDF and a PNG placed on a page, made with pdf-lib, handed to the PDF job through the same
 * `convertedDocuments` interface the uploads feature provides). Each round changes one answer, asks GET /api/pdf
 * and polls it every 10 ms until COMPLETED: the time from the request to the finished PDF (print view in the warm
 * Chromium, page.pdf, pdf-lib append, stored). The first round (browser launch) is reported apart. A warm round
 * starts once the worker is idle with its spare print view open, as an applicant finds it; each is followed by one
 * asked the moment the previous PDF is done (the spare still opening), reported apart. Then GET
 * /api/pdf with unchanged answers (answered from the kept file). Peak memory: this process (server and in-process
 * worker) plus its Chromium processes, sampled every 100 ms.
 * Run alone with `npx tsx bench/pdf.ts` (needs `npm run build`; BENCH_PORT default 4806, ROUNDS default 10).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { completeApplication } from '../tests/support/complete-application.ts';
import { loggedInCookie } from './support/accounts.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { latency, latencyLine } from './support/stats.ts';

/** A round takes seconds; one still unfinished after this (beyond a print's own 90 s deadline) is reported as stuck. */
const PDF_DEADLINE_MS = 120_000;

/** A 1×1 PNG, scaled onto a Letter page. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function twoDocuments(): Promise<Uint8Array[]> {
  const essay = await PDFDocument.create();
  const font = await essay.embedFont(StandardFonts.TimesRoman);
  for (let page = 1; page <= 2; page++) essay.addPage([612, 792]).drawText(`Personal statement, page ${page}`, { x: 72, y: 700, size: 14, font });
  const image = await PDFDocument.create();
  image.addPage([612, 792]).drawImage(await image.embedPng(PNG), { x: 72, y: 200, width: 468, height: 468 });
  return [await essay.save(), await image.save()];
}

/**
 * RSS in bytes of this process and every process below it (Chromium and its renderers), read from /proc without
 * blocking: a synchronous `ps` every 100 ms starved the page's requests, which this same process serves.
 */
async function treeRss(): Promise<number> {
  const rows: Array<[number, number, number]> = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = await readFile(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rows.push([Number(name), ppid, rssKb]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const inTree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rssKb]) => sum + rssKb * 1024, 0);
}

/** Samples treeRss every `everyMs` until stopped; resolves with the peak. */
function samplePeak(everyMs: number) {
  let peak = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRss());
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    return peak;
  })();
  return {
    stop: () => {
      running = false;
      return done;
    },
  };
}

interface PdfBenchResult {
  rounds: number;
  pages: number;
  coldMs: number;
  warm: ReturnType<typeof latency>;
  atOnce: ReturnType<typeof latency>;
  keptFile: ReturnType<typeof latency>;
  peakRssBytes: number;
}

async function benchPdf(options: { port?: number; rounds?: number } = {}): Promise<PdfBenchResult> {
  const port = options.port ?? Number(process.env.BENCH_PORT || 4806);
  const rounds = options.rounds ?? Number(process.env.ROUNDS || 10);
  const clientDir = resolve(process.env.CLIENT_DIR || 'dist/client');
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no built client in ${clientDir}: run npm run build`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CLIENT_DIR: clientDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOOKUP_DATA_DIR: 'none',
    SMTP_URL: '',
  });
  const app = await buildApp(config);
  const documents = await twoDocuments();
  // Two finished conversions in place of the uploads flow (measured apart): what the PDF job appends.
  app.convertedDocuments = {
    documentAnswers: async () => ({ personal_statement_doc: { status: 'COMPLETED' }, resume_doc: { status: 'COMPLETED' } }),
    completedPdfs: async () => [
      { answerKey: 'personal_statement_doc', pdf: documents[0] },
      { answerKey: 'resume_doc', pdf: documents[1] },
    ],
  };
  const sampler = samplePeak(100);
  let peak = 0;
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const cookie = await loggedInCookie(base, config.mailDir, `bench.pdf.${process.pid}@example.org`);
    const call = async (method: 'GET' | 'PUT', path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response;
    };
    await call('PUT', '/api/answer', completeApplication());

    const makePdf = async (round: number): Promise<{ ms: number; url: string }> => {
      await call('PUT', '/api/answer', { preferred_name: `Mari ${round}` });
      const start = performance.now();
      for (;;) {
        const state = (await (await call('GET', '/api/pdf')).json()) as { status: string; url: string | null };
        if (state.status === 'COMPLETED' && state.url) return { ms: performance.now() - start, url: state.url };
        if (state.status === 'FAILED') throw new Error('the PDF job failed');
        if (performance.now() - start > PDF_DEADLINE_MS) throw new Error(`no PDF after ${PDF_DEADLINE_MS / 1000} s: the job is ${state.status}`);
        await new Promise((done) => setTimeout(done, 10));
      }
    };
    const cold = await makePdf(0);
    const warm: number[] = [];
    const atOnce: number[] = [];
    let url = cold.url;
    for (let round = 1; round <= rounds; round++) {
      await app.pdfPrinter.spareReady();
      warm.push((await makePdf(2 * round - 1)).ms);
      const made = await makePdf(2 * round);
      atOnce.push(made.ms);
      url = made.url;
    }
    const pdf = await PDFDocument.load(Buffer.from(await (await call('GET', url)).arrayBuffer()));
    const kept: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      const state = (await (await call('GET', '/api/pdf')).json()) as { status: string };
      if (state.status !== 'COMPLETED') throw new Error(`unchanged answers gave ${state.status}`);
      kept.push(performance.now() - start);
    }
    peak = await sampler.stop();
    return { rounds, pages: pdf.getPageCount(), coldMs: cold.ms, warm: latency(warm), atOnce: latency(atOnce), keptFile: latency(kept), peakRssBytes: peak };
  } finally {
    await sampler.stop();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function formatPdfBench(result: PdfBenchResult): string {
  return [
    `Application PDF (${result.pages} pages: the three form pages and two attached documents; ${result.rounds} warm rounds):`,
    `  first PDF (browser launch)          ${result.coldMs.toFixed(0)} ms`,
    latencyLine('warm, answers changed', result.warm, { digits: 0 }),
    latencyLine('asked again at once (spare opening)', result.atOnce, { digits: 0 }),
    latencyLine('unchanged answers (kept file)', result.keptFile),
    `  peak memory, server + worker + Chromium  ${(result.peakRssBytes / 1024 / 1024).toFixed(0)} MB`,
    `  goal: warm median <= 1500 ms (${result.warm.p50Ms <= 1500 ? 'met' : 'NOT met'}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
  ].join('\n');
}

export const pdfBenchmark: Benchmark = {
  id: 'pdf',
  title: 'application PDF: warm median with two attachments, kept-file answer, peak worker memory',
  run: async () => formatPdfBench(await benchPdf()),
};

await runIfMain(import.meta.url, pdfBenchmark);
