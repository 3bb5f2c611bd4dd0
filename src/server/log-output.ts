import type { LogStream } from './logging.ts';

/** What the log output needs of process.stdout; a test passes its own. */
export interface LogSink {
  write(chunk: string): boolean;
  readonly writableLength: number;
  once(event: 'drain', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface LogOutput extends LogStream {
  /** Lines dropped so far because the reader fell behind or went away. */
  dropped(): number;
  /** Resolves when what is buffered has been written, or after `timeoutMs`, whichever comes first. */
  drained(timeoutMs: number): Promise<void>;
}

/** About a few thousand request lines: enough for a reader's hiccup, small beside the server's memory. */
const LOG_BUFFER_BYTES = 1024 * 1024;

/**
 * Log lines to stdout that never block the server. process.stdout on a pipe writes without blocking and buffers
 * what the reader has not taken; pino's own destination writes synchronously (and flushes synchronously at exit),
 * so a full pipe froze every request and SIGTERM with it. Here a line is dropped and counted when more than
 * `maxBufferedBytes` wait, and a broken pipe stops the writing; once the reader catches up, one line says how many
 * were lost.
 */
export function createLogOutput(sink: LogSink = process.stdout, maxBufferedBytes = LOG_BUFFER_BYTES): LogOutput {
  let dropped = 0;
  let reported = 0;
  let broken = false;
  sink.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || sink.writableLength + line.length > maxBufferedBytes) {
        dropped += 1;
        return;
      }
      if (dropped > reported) {
        const lost = dropped - reported;
        reported = dropped;
        sink.write(`${JSON.stringify({ level: 40, time: Date.now(), droppedLogLines: lost, msg: 'log lines dropped: the reader of stdout fell behind' })}\n`);
      }
      sink.write(line);
    },
    dropped: () => dropped,
    drained(timeoutMs) {
      if (broken || sink.writableLength === 0) return Promise.resolve();
      return new Promise((done) => {
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        sink.once('drain', () => {
          clearTimeout(timer);
          done();
        });
      });
    },
  };
}
