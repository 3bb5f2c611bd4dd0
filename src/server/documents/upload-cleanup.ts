import { fileUpload } from '../../shared/documents/file-rules.ts';
import { forgetUnregisteredKey, purgePresignBudgets, unregisteredExpiredKeys } from '../db/documents/upload-keys.ts';
import type { Db } from '../db/database.ts';
import type { JobHandler } from '../jobs/types.ts';
import type { FileStorage } from '../storage/types.ts';

export const UPLOAD_CLEANUP_JOB = 'storage.upload-cleanup';

/** Keys removed per database round, so one run never holds a long transaction or a huge list. */
const BATCH = 200;

export interface UploadCleanupDeps {
  db: Db;
  storage: FileStorage;
  now(): Date;
  onCleanupError(key: string, error: unknown): void;
}

/**
 * Deletes the files of presigned keys never registered, once their policy has expired (plus a grace for an upload
 * that started just before the expiry and is registered just after), and forgets them: nothing an applicant posted
 * without registering it stays on disk or in the bucket, nor counts against them. A file that cannot be removed
 * keeps its row and is tried again on the next run.
 */
export function uploadCleanupJob(deps: UploadCleanupDeps): JobHandler<Record<string, never>> {
  return async () => {
    const now = deps.now().getTime();
    const expiredBefore = new Date(now - fileUpload.unregisteredUploadGraceSeconds * 1000).toISOString();
    let removed = 0;
    let failed = 0;
    for (;;) {
      const keys = (await unregisteredExpiredKeys(deps.db, expiredBefore, BATCH + failed)).slice(failed);
      if (keys.length === 0) break;
      for (const key of keys) {
        try {
          // The row goes in the same transaction as the file: a registration racing with it either came first (the
          // row is no longer unregistered, nothing is removed) or finds the key gone and is refused.
          const gone = await deps.db.transaction().execute(async (trx) => {
            if (!(await forgetUnregisteredKey(trx, key))) return false;
            await deps.storage.remove(key);
            return true;
          });
          if (gone) removed += 1;
        } catch (error) {
          failed += 1;
          deps.onCleanupError(key, error);
        }
      }
    }
    await purgePresignBudgets(deps.db, new Date(now - fileUpload.presignWindowSeconds * 1000).toISOString());
    return { removed, failed };
  };
}
