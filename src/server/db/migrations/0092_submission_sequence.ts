import type { Kysely } from 'kysely';

/**
 * Submissions numbered in the order they were made: `application.submission_seq`, taken at submit from a one-row
 * counter inside the submit's transaction. The counter row stays locked until that transaction ends, so numbers are
 * handed out in commit order on PostgreSQL too (a sequence is not: a later number may commit first), and a reader
 * paging by number never passes one that is still to appear. Applications submitted before get numbers in the order
 * they were read until now (submitted-at, then id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application').addColumn('submission_seq', 'integer').execute();
  await db.schema.createIndex('application_submission_seq').on('application').column('submission_seq').unique().execute();
  await db.schema
    .createTable('submission_counter')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('last_seq', 'integer', (col) => col.notNull())
    .execute();
  const submitted = await db
    .selectFrom('application')
    .select('applicant_id')
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at')
    .orderBy('applicant_id')
    .execute();
  let seq = 0;
  for (const { applicant_id } of submitted) {
    seq += 1;
    await db.updateTable('application').set({ submission_seq: seq }).where('applicant_id', '=', applicant_id).execute();
  }
  await db.insertInto('submission_counter').values({ id: 1, last_seq: seq }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('submission_counter').execute();
  await db.schema.dropIndex('application_submission_seq').execute();
  await db.schema.alterTable('application').dropColumn('submission_seq').execute();
}
