import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { UploadKeyTable } from '../documents-tables.ts';

export type UploadKeyRow = Selectable<UploadKeyTable>;

export async function recordUploadKey(db: Db, row: UploadKeyRow): Promise<void> {
  await db.insertInto('upload_key').values(row).execute();
}

/** The bytes an applicant's recorded keys may take: the policy's cap of each pending one, the real size once known. */
export async function reservedBytes(db: Db, applicantId: string): Promise<number> {
  const row = await db
    .selectFrom('upload_key')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.lit(0)).as('total'))
    .where('applicant_id', '=', applicantId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The applicant's recorded key, or undefined when no such key was issued to them (or it was cleaned up). */
export async function findUploadKey(db: Db, applicantId: string, fileKey: string): Promise<UploadKeyRow | undefined> {
  return db.selectFrom('upload_key').selectAll().where('file_key', '=', fileKey).where('applicant_id', '=', applicantId).executeTakeFirst();
}

/** Marks the applicant's key registered; false when no such key was issued to them (or it was cleaned up). */
export async function markUploadRegistered(db: Db, applicantId: string, fileKey: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('upload_key')
    .set({ registered_at: now })
    .where('file_key', '=', fileKey)
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The file's real size, once a conversion has read it: it replaces the policy's cap in the applicant's sum. */
export async function recordUploadSize(db: Db, fileKey: string, bytes: number): Promise<void> {
  await db.updateTable('upload_key').set({ bytes }).where('file_key', '=', fileKey).execute();
}

/** Forgets keys whose files were removed. */
export async function forgetUploadKeys(db: Db, fileKeys: string[]): Promise<void> {
  if (fileKeys.length > 0) await db.deleteFrom('upload_key').where('file_key', 'in', fileKeys).execute();
}

/** Forgets a key only while it is still unregistered; false when it was registered meanwhile (or is gone). */
export async function forgetUnregisteredKey(db: Db, fileKey: string): Promise<boolean> {
  const result = await db.deleteFrom('upload_key').where('file_key', '=', fileKey).where('registered_at', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Keys never registered whose policy expired before `expiredBefore`, oldest first. */
export async function unregisteredExpiredKeys(db: Db, expiredBefore: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('upload_key')
    .select('file_key')
    .where('registered_at', 'is', null)
    .where('expires_at', '<', expiredBefore)
    .orderBy('expires_at')
    .orderBy('file_key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.file_key);
}

/**
 * Counts one presign of the applicant in its current window (one statement, so concurrent requests all count; on
 * PostgreSQL it also holds the applicant's row until the transaction ends, which serialises their presigns) and
 * returns the count; a window that started at or before `windowStartsAfter` starts over.
 */
export async function countPresign(db: Db, applicantId: string, now: string, windowStartsAfter: string): Promise<number> {
  const row = await db
    .insertInto('presign_budget')
    .values({ applicant_id: applicantId, window_started_at: now, requests: 1 })
    .onConflict((oc) =>
      oc.column('applicant_id').doUpdateSet((eb) => {
        const expired = eb('presign_budget.window_started_at', '<=', windowStartsAfter);
        return {
          requests: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('presign_budget.requests', '+', 1))
            .end(),
          window_started_at: eb.case().when(expired).then(now).else(eb.ref('presign_budget.window_started_at')).end(),
        };
      }),
    )
    .returning('requests')
    .executeTakeFirstOrThrow();
  return Number(row.requests);
}

export async function purgePresignBudgets(db: Db, windowStartsAfter: string): Promise<void> {
  await db.deleteFrom('presign_budget').where('window_started_at', '<=', windowStartsAfter).execute();
}
