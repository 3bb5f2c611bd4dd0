import { JobTimeoutError } from './types.ts';

export interface JobLoopOptions {
  /** How often to look for due jobs between wake-ups. */
  pollMs: number;
  /** Takes due jobs while there is room, starting each with `launch`; called again at once when woken meanwhile. */
  takeDueJobs(): Promise<void>;
  /** What `takeDueJobs` threw: the loop goes on at the next poll. */
  onError(error: unknown): void;
}

/**
 * The loop both workers share, whatever queue they take jobs from: look for due jobs at start, on every wake-up, when
 * a job returns and every `pollMs`, never two rounds at once (a wake-up during a round runs another right after it);
 * count the running jobs per pool; on stop, take nothing more, abort the running handlers and wait for them.
 */
export function createJobLoop({ pollMs, takeDueJobs, onError }: JobLoopOptions) {
  const running = new Map<string, { controller: AbortController; done: Promise<void>; pool: string }>();
  let started = false;
  let stopping = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function schedule(): void {
    clearTimeout(timer);
    if (started && !stopping) timer = setTimeout(tick, pollMs).unref();
  }

  async function rounds(): Promise<void> {
    try {
      do {
        again = false;
        await takeDueJobs();
      } while (again && !stopping);
    } catch (error) {
      onError(error);
    }
  }

  function tick(): void {
    if (!started || stopping) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = rounds().finally(() => {
      ticking = null;
      schedule();
    });
  }

  const allDone = () => Promise.all([...running.values()].map((job) => job.done)).then(() => undefined);

  return {
    /** stop() has been called: a job taken meanwhile goes back unstarted, an aborted one is given back. */
    stopping: () => stopping,
    /** How many jobs of `pool` run now. */
    busyIn(pool: string): number {
      let busy = 0;
      for (const job of running.values()) if (job.pool === pool) busy++;
      return busy;
    },
    /** Runs a taken job, holding a slot of its pool until `run` returns; then looks for more work. */
    launch(id: string, pool: string, run: (controller: AbortController) => Promise<void>): void {
      const controller = new AbortController();
      const done = run(controller).finally(() => {
        running.delete(id);
        if (!stopping) tick();
      });
      running.set(id, { controller, done, pool });
    },
    start(): void {
      if (started) return;
      started = true;
      tick();
    },
    /** Looks for work now instead of at the next poll (a job was just enqueued here). */
    wake(): void {
      tick();
    },
    /** Stops taking jobs, aborts running handlers and lets their jobs be given back; resolves when they have returned. */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      await ticking;
      for (const { controller } of running.values()) controller.abort(new Error('worker stopping'));
      await allDone();
    },
    settled: allDone,
    busy: () => running.size > 0 || ticking !== null,
  };
}

/**
 * A handler's work, over once `timeoutMs` has passed whatever the handler does: the attempt fails with a
 * JobTimeoutError, the handler is aborted, and whatever it settles with later is ignored.
 */
export function withinTimeout<T>(work: Promise<T>, timeoutMs: number | undefined, controller: AbortController): Promise<T> {
  if (timeoutMs === undefined) return work;
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    deadline = setTimeout(() => {
      const error = new JobTimeoutError(timeoutMs);
      controller.abort(error);
      work.catch(() => undefined);
      reject(error);
    }, timeoutMs);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(deadline));
}
