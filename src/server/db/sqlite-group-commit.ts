import type { QueuedSqlite } from './sqlite-dialect.ts';

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

/**
 * Group commit on SQLite: the items asked for while the event loop handles one round of I/O are written in one
 * immediate transaction, taken in the connection's turn, each item in a savepoint of its own. An item that throws is
 * rolled back alone and its caller gets the error; the others commit together, and a failed commit fails them all.
 * A commit writes the changed pages to the write-ahead log, which costs far more than the statements of a small
 * item: with many callers at once (a deadline rush) most of that is shared, and a lone caller waits one loop turn.
 */
export function groupCommit<I, O>({ database: sqlite, inTurn }: QueuedSqlite, write: (item: I) => O): (item: I) => Promise<O> {
  const writeOne = sqlite.transaction(write); // inside the batch's transaction: a savepoint
  const writeAll = sqlite.transaction((batch: Array<Waiting<I, O>>) =>
    batch.map(({ item }) => {
      try {
        return { result: writeOne(item) };
      } catch (error) {
        return { error };
      }
    }),
  );
  let waiting: Array<Waiting<I, O>> = [];

  const commit = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const outcomes = await inTurn(() => writeAll.immediate(batch));
      outcomes.forEach((outcome, i) => ('error' in outcome ? batch[i].reject(outcome.error) : batch[i].resolve(outcome.result)));
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (waiting.length === 1) setImmediate(() => void commit());
    });
}
