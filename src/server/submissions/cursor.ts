import type { SubmissionPosition } from '../db/submissions/submitted.ts';

/** What a text given as a cursor turned out to be. */
export type DecodedCursor = { position: SubmissionPosition } | { problem: 'old' | 'unknown' };

/**
 * A cursor is the place of the last submission delivered, opaque to the reader: base64url of JSON `{"n": number}`,
 * the submission number. Continuing from it gives exactly the submissions numbered after it.
 */
export function encodeCursor(position: SubmissionPosition): string {
  return Buffer.from(JSON.stringify({ n: position.sequence })).toString('base64url');
}

/**
 * The place a cursor names. `old`: a cursor of the earlier form (`{"t": submitted-at, "i": id}`), which could pass
 * over a submission made in the same instant and is no longer taken; `unknown`: not a cursor this server made.
 */
export function decodeCursor(cursor: string): DecodedCursor {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return { problem: 'unknown' };
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'unknown' };
  }
  if (data === null || typeof data !== 'object') return { problem: 'unknown' };
  const { n, t, i } = data as { n?: unknown; t?: unknown; i?: unknown };
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return { position: { sequence: n } };
  if (typeof t === 'string' && typeof i === 'string') return { problem: 'old' };
  return { problem: 'unknown' };
}
