import { readFileSync } from 'node:fs';
import autocannon, { type Options } from 'autocannon';
import { throughput, type Throughput } from './stats.ts';
import { startHelloWorld } from './processes.ts';

/** CPU time (user + system, microseconds) the process has used so far, from /proc (Linux, 100 ticks a second); null elsewhere. */
function cpuMicros(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/**
 * autocannon on `options` for `duration` seconds after a 1 s warm-up; any error or non-2xx fails the run. Given the
 * server's process id, it also reports the server's CPU time per request: on a machine shared with other work, a
 * steadier measure of what a request costs than the rate, which moves with whatever else runs.
 */
export async function load(options: Omit<Options, 'duration'>, duration: number, what: string, serverPid?: number): Promise<Throughput> {
  await autocannon({ ...options, duration: 1 });
  const before = serverPid === undefined ? null : cpuMicros(serverPid);
  const result = throughput(await autocannon({ ...options, duration }), what);
  const after = serverPid === undefined ? null : cpuMicros(serverPid);
  return before === null || after === null ? result : { ...result, cpuMicrosPerRequest: (after - before) / result.requests };
}

/** The hello-world baseline (a bare Fastify app in its own process), measured like the server it is set beside. */
export async function loadBaseline(port: number, connections: number, duration: number): Promise<Throughput> {
  const hello = await startHelloWorld(port);
  try {
    return await load({ url: `${hello.base}/`, connections }, duration, 'hello world');
  } finally {
    await hello.stop();
  }
}
