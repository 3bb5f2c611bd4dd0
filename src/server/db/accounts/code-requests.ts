import type { Db } from '../database.ts';

/**
 * Counts one request for a code or reset link to `address` in its current window (one statement, so
 * concurrent requests all count) and returns the count; a window older than `windowStartsAfter` starts over.
 */
export async function countCodeRequest(db: Db, address: string, now: string, windowStartsAfter: string): Promise<number> {
  const row = await db
    .insertInto('code_request')
    .values({ address, window_started_at: now, requests: 1 })
    .onConflict((oc) =>
      oc.column('address').doUpdateSet((eb) => {
        const expired = eb('code_request.window_started_at', '<=', windowStartsAfter);
        return {
          requests: eb.case().when(expired).then(1).else(eb('code_request.requests', '+', 1)).end(),
          window_started_at: eb.case().when(expired).then(now).else(eb.ref('code_request.window_started_at')).end(),
        };
      }),
    )
    .returning('requests')
    .executeTakeFirstOrThrow();
  return Number(row.requests);
}
