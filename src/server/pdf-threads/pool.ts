import { Piscina } from 'piscina';
import type { tasks, TaskMessage, TaskName } from './tasks.ts';

export interface PdfThreadsOptions {
  /** Threads at most: tasks beyond wait for one. */
  threads: number;
  /** Each thread's JavaScript heap; a task that needs more is stopped with its thread. */
  memoryMb: number;
  /** A task still running (or waiting) after this long is stopped with its thread. */
  timeoutMs: number;
}

type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof tasks)[N]>>;

/** A task stopped by its thread's limit: it ran out of time or of memory. */
export class ThreadLimitError extends Error {
  override name = 'ThreadLimitError';
  constructor(readonly limit: 'time' | 'memory') {
    super(limit === 'time' ? 'the PDF thread ran out of time' : 'the PDF thread ran out of memory');
  }
}

/**
 * A thread left idle this long ends (it holds pdf-lib and its heap); the next task starts a new one, which costs
 * that task the thread's start and pdf-lib's loading, so a thread outlives a burst of uploads.
 */
const IDLE_MS = 5 * 60_000;
/**
 * The threads' nice(2) increment (Linux, per thread): conversions are background work, so on a busy machine the
 * scheduler runs the request thread first instead of sharing the cores with them evenly.
 */
const NICE_INCREMENT = 10;

/** The thread entry: the compiled tasks.js, or from the TypeScript source a small module that loads tasks.ts with tsx. */
function entry(): { filename: string; workerData?: { tasks: string } } {
  if (!import.meta.url.endsWith('.ts')) return { filename: new URL('./tasks.js', import.meta.url).href };
  return { filename: new URL('./tasks-from-source.mjs', import.meta.url).href, workerData: { tasks: new URL('./tasks.ts', import.meta.url).href } };
}

/**
 * Worker threads (piscina) for the PDF work of tasks.ts, so that no request waits behind a conversion or an
 * assembly: each thread has a heap limit, each task a time limit, and a thread over either is terminated.
 * Threads start on demand and end when idle.
 */
export function createPdfThreads(options: PdfThreadsOptions) {
  const pool = new Piscina({
    ...entry(),
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_MS,
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
  });

  return {
    /** Runs a task in a thread; `signal` (the job's) stops it and its thread at once. */
    async run<N extends TaskName>(name: N, input: TaskMessage<N>['input'], signal?: AbortSignal): Promise<TaskOutput<N>> {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const message: TaskMessage<N> = { name, input };
      try {
        return (await pool.run(message, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout })) as TaskOutput<N>;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (timeout.aborted) throw new ThreadLimitError('time');
        if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new ThreadLimitError('memory');
        throw error;
      }
    },
    /** Stops every thread; tasks still waiting or running are rejected. */
    close: () => pool.destroy(),
  };
}

export type PdfThreads = ReturnType<typeof createPdfThreads>;
