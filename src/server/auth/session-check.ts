import type { SessionRows } from '../db/sessions/session-rows.ts';
import type { Applicant } from './account-service.ts';
import type { SessionCookieReader } from './session-cookie.ts';

export interface SessionCheckOptions {
  rows: SessionRows;
  cookie: SessionCookieReader;
  idleMs: number;
  absoluteMs: number;
  /** A session's idle expiry is written at most this often; the calls in between are written within this time. */
  writeEveryMs: number;
  now?: () => number;
  onError(error: unknown): void;
}

export interface SessionCheck {
  /** The applicant behind the Cookie header, or null (no cookie, bad signature, unknown, idle or too old). */
  check(cookieHeader: string | undefined): Promise<Applicant | null>;
  /** Writes every call not yet written (runs by itself within `writeEveryMs`; tests and shutdown call it). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The per-request session check: one indexed read of better-auth's session row, the cookie signature checked with a
 * key made once. Idle rule: a session ends `idleMs` after its last call, exactly. The stored expiry is moved on
 * at once when it lags the call by `writeEveryMs` or more; a call closer to the last write is remembered and
 * written by a timer within `writeEveryMs`. So the stored expiry is never more than `writeEveryMs` behind (far
 * less than `idleMs`), and by the time a session could be idle it is exact, in every process sharing the database.
 * The unwritten calls are the one thing kept in this process: a process killed before its timer writes them loses at
 * most `writeEveryMs` of a session's idle time (the session ends that much early), never a session's end.
 */
export function createSessionCheck(options: SessionCheckOptions): SessionCheck {
  const { rows, cookie, idleMs, absoluteMs, writeEveryMs, onError } = options;
  const now = options.now ?? (() => Date.now());
  /** Session id → time of its last call not yet written. */
  const unwritten = new Map<string, number>();
  const writing = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const write = async (id: string, lastCall: number) => {
    writing.add(id);
    try {
      await rows.extend(id, new Date(lastCall + idleMs), new Date(now()));
    } finally {
      writing.delete(id);
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const due = [...unwritten];
    unwritten.clear();
    flushing = flushing.then(async () => {
      for (const [id, lastCall] of due) await write(id, lastCall).catch(onError);
    });
    return flushing;
  };

  const remember = (id: string, lastCall: number) => {
    unwritten.set(id, lastCall);
    if (!timer) {
      timer = setTimeout(() => void flush(), writeEveryMs);
      timer.unref();
    }
  };

  return {
    async check(cookieHeader) {
      const token = cookie.token(cookieHeader);
      if (!token) return null;
      const row = await rows.byToken(token);
      if (!row) return null;
      const at = now();
      const lastWritten = row.expiresAt.getTime() - idleMs;
      const lastCall = Math.max(lastWritten, unwritten.get(row.id) ?? -Infinity);
      if (at > lastCall + idleMs || at > row.createdAt.getTime() + absoluteMs) {
        unwritten.delete(row.id);
        await rows.remove(row.id);
        return null;
      }
      if (at - lastWritten >= writeEveryMs && !writing.has(row.id)) {
        unwritten.delete(row.id);
        await write(row.id, at);
      } else {
        remember(row.id, at);
      }
      return { id: row.userId, username: row.email };
    },
    flush,
    async close() {
      await flush();
    },
  };
}
