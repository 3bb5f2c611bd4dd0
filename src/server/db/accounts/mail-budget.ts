import type { Db } from '../database.ts';

/**
 * Counts one mail against `key` in its current window (one statement, so concurrent requests all count) and returns
 * the count; a window that started at or before `windowStartsAfter` starts over.
 */
export async function countMail(db: Db, key: string, now: string, windowStartsAfter: string): Promise<number> {
  const row = await db
    .insertInto('mail_budget')
    .values({ key, window_started_at: now, requests: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('mail_budget.window_started_at', '<=', windowStartsAfter);
        return {
          requests: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('mail_budget.requests', '+', 1))
            .end(),
          window_started_at: eb.case().when(expired).then(now).else(eb.ref('mail_budget.window_started_at')).end(),
        };
      }),
    )
    .returning('requests')
    .executeTakeFirstOrThrow();
  return Number(row.requests);
}

export async function purgeMailBudgets(db: Db, windowStartsAfter: string): Promise<void> {
  await db.deleteFrom('mail_budget').where('window_started_at', '<=', windowStartsAfter).execute();
}
