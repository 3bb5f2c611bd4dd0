import type { Db } from '../database.ts';

export interface CountedHit {
  /** Requests of the client to the route in the current window, this one included. */
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one request of `clientKey` to `bucket` (one statement, so concurrent requests in any process all count) and
 * returns the count in its window; a window that ended at or before `now` starts over with `windowMs`.
 */
export async function countHit(db: Db, bucket: string, clientKey: string, now: Date, windowMs: number): Promise<CountedHit> {
  const at = now.toISOString();
  const resets = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('rate_limit')
    .values({ bucket, client_key: clientKey, hits: 1, resets_at: resets })
    .onConflict((oc) =>
      oc.columns(['bucket', 'client_key']).doUpdateSet((eb) => {
        const over = eb('rate_limit.resets_at', '<=', at);
        return {
          hits: eb
            .case()
            .when(over)
            .then(1)
            .else(eb('rate_limit.hits', '+', 1))
            .end(),
          resets_at: eb.case().when(over).then(resets).else(eb.ref('rate_limit.resets_at')).end(),
        };
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetsAt: new Date(row.resets_at) };
}

/** Forgets the counters whose window is over (they would start over anyway). */
export async function purgeRateLimits(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit').where('resets_at', '<=', now.toISOString()).execute();
}
