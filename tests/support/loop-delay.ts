import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/** In a thread of its own that does nothing else: its timers' worst lateness, reported when told to stop. */
const IDLE_THREAD = `
const { parentPort } = require('node:worker_threads');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
parentPort.once('message', () => { delay.disable(); parentPort.postMessage(delay.max / 1e6); parentPort.close(); });
parentPort.postMessage('ready');
`;

/**
 * The worst lateness of this thread's event loop while `work` runs, and the worst lateness a thread that does nothing
 * suffers over the same time: a busy machine (other processes, other test files) delays every thread alike, so the
 * difference is the delay the work itself caused on the event loop.
 */
export async function eventLoopDelayDuring(work: () => Promise<void>): Promise<{ maxMs: number; idleThreadMaxMs: number }> {
  const idle = new Worker(IDLE_THREAD, { eval: true });
  await new Promise((resolve) => idle.once('message', resolve));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    await work();
  } finally {
    delay.disable();
  }
  const idleThreadMaxMs = await new Promise<number>((resolve) => {
    idle.once('message', resolve);
    idle.postMessage('stop');
  });
  await idle.terminate();
  return { maxMs: delay.max / 1e6, idleThreadMaxMs };
}
