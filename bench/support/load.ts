import autocannon, { type Options } from 'autocannon';
import { throughput, type Throughput } from './stats.ts';
import { startHelloWorld } from './processes.ts';

/** autocannon on `options` for `duration` seconds after a 1 s warm-up; any error or non-2xx fails the run. */
export async function load(options: Omit<Options, 'duration'>, duration: number, what: string): Promise<Throughput> {
  await autocannon({ ...options, duration: 1 });
  return throughput(await autocannon({ ...options, duration }), what);
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
