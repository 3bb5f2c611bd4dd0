/**
 * The foundation's throughput on the real server: `GET /healthz` and `GET /about` (the built app's index.html
 * through the history fallback) beside a bare Fastify hello-world measured the same way in the same run.
 * autocannon drives each with CONNECTIONS connections for DURATION seconds after a 1 s warm-up.
 * Needs a build (`npm run build`; CLIENT_DIR picks another). Run alone with `npx tsx bench/http.ts`
 * (BENCH_PORT, default 4701; DURATION 10; CONNECTIONS 10).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Benchmark } from './support/benchmark.ts';
import { runIfMain } from './support/benchmark.ts';
import { load, loadBaseline } from './support/load.ts';
import { startApp } from './support/processes.ts';
import { throughputLine, versusBaseline, type Throughput } from './support/stats.ts';

interface HttpBenchResult {
  connections: number;
  durationSeconds: number;
  baseline: Throughput;
  healthz: Throughput;
  about: Throughput;
}

async function benchHttp({
  port = Number(process.env.BENCH_PORT || 4701),
  duration = Number(process.env.DURATION || 10),
  connections = Number(process.env.CONNECTIONS || 10),
} = {}): Promise<HttpBenchResult> {
  const clientDir = resolve(process.env.CLIENT_DIR || join('dist', 'client'));
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no build in ${clientDir}: run npm run build first`);

  const baseline = await loadBaseline(port, connections, duration);
  const app = await startApp(port, { CLIENT_DIR: clientDir });
  try {
    const healthz = await load({ url: `${app.base}/healthz`, connections }, duration, 'GET /healthz');
    const about = await load({ url: `${app.base}/about`, connections }, duration, 'GET /about');
    return { connections, durationSeconds: duration, baseline, healthz, about };
  } finally {
    await app.stop();
  }
}

function formatHttpBench(result: HttpBenchResult): string {
  return [
    `HTTP on the real server (${result.connections} connections, ${result.durationSeconds} s each):`,
    throughputLine('hello world', result.baseline),
    throughputLine('GET /healthz', result.healthz),
    throughputLine('GET /about', result.about),
    `  GET /healthz: ${versusBaseline(result.healthz, result.baseline)}`,
    `  GET /about:   ${versusBaseline(result.about, result.baseline)}`,
  ].join('\n');
}

export const httpBenchmark: Benchmark = {
  id: 'http',
  title: 'GET /healthz and GET /about beside hello world',
  run: () => benchHttp().then(formatHttpBench),
};

await runIfMain(import.meta.url, httpBenchmark);
