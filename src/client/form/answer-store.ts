import type { Answers } from '../../shared/form/types.ts';

/**
 * Where a form reads and writes its answers: the application's store in the client, a plain one in tests and the
 * bench. Reads are synchronous, so a commit builds on the answers of the commit before it.
 */
export interface AnswerStore {
  getAnswers(): Answers;
  setAnswers(answers: Answers): void;
  subscribe(listener: () => void): () => void;
}

/** An answer store holding the answers itself. */
export function createAnswerStore(initial: Answers = {}): AnswerStore {
  let answers = initial;
  const listeners = new Set<() => void>();
  return {
    getAnswers: () => answers,
    setAnswers(next) {
      answers = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
