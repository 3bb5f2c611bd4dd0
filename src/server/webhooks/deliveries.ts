import type { Db } from '../db/database.ts';
import type { DeliveryStatus } from '../db/submissions-tables.ts';

export async function insertDelivery(db: Db, row: { id: string; applicationId: string; receiver: string; now: string }): Promise<boolean> {
  const result = await db
    .insertInto('webhook_delivery')
    .values({
      id: row.id,
      application_id: row.applicationId,
      receiver: row.receiver,
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['application_id', 'receiver']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findDelivery(db: Db, id: string) {
  return db.selectFrom('webhook_delivery').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records one attempt and the delivery's state after it, together. */
export async function recordAttempt(
  db: Db,
  attempt: { deliveryId: string; attempt: number; statusCode: number | null; error: string | null; startedAt: string; durationMs: number; status: DeliveryStatus },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempt')
      .values({
        delivery_id: attempt.deliveryId,
        attempt: attempt.attempt,
        status_code: attempt.statusCode,
        error: attempt.error,
        started_at: attempt.startedAt,
        duration_ms: attempt.durationMs,
      })
      .onConflict((oc) =>
        oc
          .columns(['delivery_id', 'attempt'])
          .doUpdateSet({ status_code: attempt.statusCode, error: attempt.error, started_at: attempt.startedAt, duration_ms: attempt.durationMs }),
      )
      .execute();
    await trx
      .updateTable('webhook_delivery')
      .set((eb) => ({ status: attempt.status, attempts: eb('attempts', '+', 1), last_error: attempt.error, updated_at: attempt.startedAt }))
      .where('id', '=', attempt.deliveryId)
      .execute();
  });
}

export async function setDeliveryStatus(db: Db, id: string, status: DeliveryStatus, now: string, error?: string): Promise<void> {
  await db
    .updateTable('webhook_delivery')
    .set({ status, updated_at: now, ...(error === undefined ? {} : { last_error: error }) })
    .where('id', '=', id)
    .execute();
}

/** Pending deliveries no attempt was made for yet, oldest first: of one application, or recorded before a time. */
export async function listNeverAttempted(db: Db, filter: { applicationId?: string; before?: string }) {
  let query = db.selectFrom('webhook_delivery').selectAll().where('status', '=', 'pending').where('attempts', '=', 0);
  if (filter.applicationId !== undefined) query = query.where('application_id', '=', filter.applicationId);
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** Deliveries not yet accepted (pending or failed for good), oldest first. */
export async function listUndelivered(db: Db) {
  return db.selectFrom('webhook_delivery').selectAll().where('status', '!=', 'delivered').orderBy('created_at').orderBy('id').execute();
}

export async function listAttempts(db: Db, deliveryId: string) {
  return db.selectFrom('webhook_attempt').selectAll().where('delivery_id', '=', deliveryId).orderBy('attempt').execute();
}
