import { retryMs } from '../../../../../texts-and-settings/ui.json';
import type { Answers } from '../../../../shared/form/types.ts';
import { retryLater } from '../../../../shared/retry-schedule.ts';
import { ServerError } from '../../../lib/errors.ts';
import { changedAnswers, type ApplicationStore } from '../store/application-store.ts';

export interface AnswerSaver {
  /**
   * Sends what changed since the server last had it, one save at a time; rejects when that fails. A save the network
   * or the server failed (offline, timed out, 5xx) is then tried again in the background, with backoff and as soon
   * as the browser is back online, until it works; the store's `saveState` says which (the page announces it).
   */
  saveChanged(): Promise<void>;
  /** Drops a pending retry and retries nothing more (the application closes: another account, a log-out). */
  stop(): void;
  /** Retries again after a stop (React's development mode mounts a component twice). */
  resume(): void;
}

/** Failures worth trying again: no answer at all (offline, timeout) or the server's own trouble. */
const worthRetrying = (error: unknown) => error instanceof ServerError && (error.status === 0 || error.status >= 500);

/**
 * The one way answers reach the server. Each retry sends the answers as they are then (never an older copy); the
 * server ignores a late copy of an earlier save (save-answers.ts numbers them), so a retry is harmless.
 */
export function createAnswerSaver(store: ApplicationStore, send: (changed: Answers) => Promise<unknown>): AnswerSaver {
  let queue: Promise<void> = Promise.resolve();
  let failures = 0;
  let cancelRetry = () => {};
  let stopped = false;

  function succeeded() {
    cancelRetry();
    if (failures > 0) store.update({ saveState: 'savedAfterRetry' });
    failures = 0;
  }

  function failed(error: unknown) {
    cancelRetry();
    if (stopped || !worthRetrying(error)) {
      // Refused for good (a refused session, a submitted application): nothing to try again.
      failures = 0;
      if (store.getState().saveState === 'retrying') store.update({ saveState: 'idle' });
      return;
    }
    store.update({ saveState: 'retrying' });
    cancelRetry = retryLater(failures++, retryMs, () => void saveChanged().catch(() => undefined));
  }

  async function sendChanged(): Promise<void> {
    const { answers, savedAnswers } = store.getState();
    const changed = changedAnswers(answers, savedAnswers);
    if (Object.keys(changed).length === 0) return succeeded();
    try {
      await send(changed);
    } catch (error) {
      failed(error);
      throw error;
    }
    store.update((state) => ({ savedAnswers: { ...state.savedAnswers, ...changed } }));
    succeeded();
  }

  function saveChanged(): Promise<void> {
    const run = queue.then(sendChanged);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    saveChanged,
    stop() {
      stopped = true;
      cancelRetry();
    },
    resume() {
      stopped = false;
    },
  };
}
