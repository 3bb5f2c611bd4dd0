import type { Db } from '../database.ts';

/**
 * Takes the owner for a job about to run: true when no other job of the owner runs (or the one that did outlived
 * its lease: its worker died), in one statement, so two workers never both take one owner.
 */
export async function takeOwner(db: Db, ownerKey: string, jobId: string, now: string, leaseUntil: string): Promise<boolean> {
  const row = await db
    .insertInto('job_owner_run')
    .values({ owner_key: ownerKey, job_id: jobId, lease_until: leaseUntil })
    .onConflict((oc) =>
      oc
        .column('owner_key')
        .doUpdateSet((eb) => ({ job_id: eb.ref('excluded.job_id'), lease_until: eb.ref('excluded.lease_until') }))
        .where((eb) => eb.or([eb('job_owner_run.lease_until', '<', now), eb('job_owner_run.job_id', '=', jobId)])),
    )
    .returning('job_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees the owner once its job has finished, failed or been given back. */
export async function releaseOwner(db: Db, ownerKey: string, jobId: string): Promise<void> {
  await db.deleteFrom('job_owner_run').where('owner_key', '=', ownerKey).where('job_id', '=', jobId).execute();
}
