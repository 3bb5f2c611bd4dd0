import type { SubmissionPosition } from '../db/submissions/submitted.ts';

/**
 * A cursor is the place of the last submission delivered, opaque to the reader: base64url of JSON
 * `{"t": submittedAt, "i": id}`. Continuing from it gives exactly the submissions that came after.
 */
export function encodeCursor(position: SubmissionPosition): string {
  return Buffer.from(JSON.stringify({ t: position.submittedAt, i: position.id })).toString('base64url');
}

/** The place a cursor names, or null when the text is not a cursor this server made. */
export function decodeCursor(cursor: string): SubmissionPosition | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (data === null || typeof data !== 'object') return null;
    const { t, i } = data as { t?: unknown; i?: unknown };
    if (typeof t !== 'string' || typeof i !== 'string' || Number.isNaN(Date.parse(t)) || i === '') return null;
    return { submittedAt: t, id: i };
  } catch {
    return null;
  }
}
