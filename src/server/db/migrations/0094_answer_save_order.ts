import type { Kysely } from 'kysely';

/**
 * Each answer remembers the save that wrote it: the page that made the save (`save_writer`, random per page) and
 * its number there (`save_sequence`). A save of that page with a number not above it leaves the answer alone, so a
 * save that arrives late or twice never puts an older value over a newer one. Null for answers written otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('answer').addColumn('save_writer', 'varchar(32)').execute();
  await db.schema.alterTable('answer').addColumn('save_sequence', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('answer').dropColumn('save_sequence').execute();
  await db.schema.alterTable('answer').dropColumn('save_writer').execute();
}
