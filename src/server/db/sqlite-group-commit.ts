import type { QueuedSqlite } from './sqlite-dialect.ts';

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

type Outcome<O> = { result: O } | { error: unknown };

/**
 * Items asked for while the event loop handles one round of I/O, run together in the connection's turn by
 * `runBatch` (one transaction); each caller gets its item's outcome, and all fail if the batch itself fails.
 * A lone caller waits one loop turn.
 */
function batched<I, O>({ inTurn }: QueuedSqlite, runBatch: (items: I[]) => Array<Outcome<O>>): (item: I) => Promise<O> {
  let waiting: Array<Waiting<I, O>> = [];

  const run = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const outcomes = await inTurn(() => runBatch(batch.map(({ item }) => item)));
      outcomes.forEach((outcome, i) => ('error' in outcome ? batch[i].reject(outcome.error) : batch[i].resolve(outcome.result)));
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (waiting.length === 1) setImmediate(() => void run());
    });
}

const outcomeOf =
  <I, O>(work: (item: I) => O) =>
  (item: I): Outcome<O> => {
    try {
      return { result: work(item) };
    } catch (error) {
      return { error };
    }
  };

/**
 * Group commit on SQLite: the items asked for together are written in one immediate transaction, each item in a
 * savepoint of its own. An item that throws is rolled back alone and its caller gets the error; the others commit
 * together, and a failed commit fails them all. A commit writes the changed pages to the write-ahead log, which costs
 * far more than the statements of a small item: with many callers at once (a deadline rush) most of that is shared.
 */
export function groupCommit<I, O>(queued: QueuedSqlite, write: (item: I) => O): (item: I) => Promise<O> {
  const writeOne = outcomeOf(queued.database.transaction(write)); // inside the batch's transaction: a savepoint
  const writeAll = queued.database.transaction((items: I[]) => items.map(writeOne));
  return batched(queued, (items) => writeAll.immediate(items));
}

/**
 * Grouped reads on SQLite: the reads asked for together run in one read transaction. In WAL mode each transaction
 * takes and gives back a read lock on the shared-memory index (system calls that cost more than a small indexed
 * read), so a rush of session checks shares one instead of paying it per statement.
 */
export function groupRead<I, O>(queued: QueuedSqlite, read: (item: I) => O): (item: I) => Promise<O> {
  const readOne = outcomeOf(read);
  const readAll = queued.database.transaction((items: I[]) => items.map(readOne));
  return batched(queued, (items) => readAll.deferred(items));
}
