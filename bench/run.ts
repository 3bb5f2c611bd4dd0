/**
 * `npm run bench`: every benchmark in turn on this machine, each against the real server (or real Chromium) on
 * loopback, printing its report. `npm run bench -- http answer` runs only those ids. The reports are also written
 * to bench/results/latest.txt (not committed) so figures can be quoted from a run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { answerBenchmark } from './answer.ts';
import { authBenchmark } from './auth.ts';
import { firstLoadBenchmark } from './first-load.ts';
import { httpBenchmark } from './http.ts';
import { keystrokeBenchmark } from './keystroke.ts';
import { lighthouseBenchmark } from './lighthouse.ts';
import { lookupBenchmark } from './lookup.ts';
import { pdfBenchmark } from './pdf.ts';
import { signupLoadBenchmark } from './signup-load.ts';
import type { Benchmark } from './support/benchmark.ts';
import { validationBenchmark } from './validation.ts';
import { uploadsBenchmark } from './uploads.ts';
import { exportBenchmark } from './export.ts';

const ALL: Benchmark[] = [
  httpBenchmark,
  authBenchmark,
  signupLoadBenchmark,
  answerBenchmark,
  validationBenchmark,
  lookupBenchmark,
  keystrokeBenchmark,
  pdfBenchmark,
  uploadsBenchmark,
  firstLoadBenchmark,
  lighthouseBenchmark,
  exportBenchmark,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !ALL.some((b) => b.id === id));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${ALL.map((b) => b.id).join(', ')}`);
  process.exit(2);
}
const chosen = wanted.length > 0 ? ALL.filter((b) => wanted.includes(b.id)) : ALL;

const reports: string[] = [`npm run bench on ${new Date().toISOString()} (Node ${process.version})`];
let failed = false;
for (const benchmark of chosen) {
  console.log(`\n== ${benchmark.id}: ${benchmark.title}`);
  try {
    const report = await benchmark.run();
    console.log(report);
    reports.push(report);
  } catch (error) {
    failed = true;
    console.error(`${benchmark.id} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const out = resolve(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(resolve(out, 'latest.txt'), `${reports.join('\n\n')}\n`);
process.exit(failed ? 1 : 0);
