import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Database, Db, Engine } from '../database.ts';
import type { LookupRecordTable } from '../lookup-tables.ts';

export type LookupRow = Selectable<LookupRecordTable>;
export type NewLookupRow = Omit<Insertable<LookupRecordTable>, 'rid'>;

/** Serialises imports across processes on PostgreSQL (SQLite already has a single writer). */
export async function lockLookupImports(trx: Transaction<Database>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('lookup_import'))`.execute(trx);
}

export async function countLookupRecords(db: Db | Transaction<Database>, category: string): Promise<number> {
  const row = await db
    .selectFrom('lookup_record')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('category', '=', category)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteLookupCategory(trx: Transaction<Database>, engine: Engine, category: string): Promise<void> {
  if (engine === 'sqlite') {
    await sql`delete from lookup_fts where rowid in (select rid from lookup_record where category = ${category})`.execute(trx);
  }
  await trx.deleteFrom('lookup_record').where('category', '=', category).execute();
}

export async function insertLookupRows(trx: Transaction<Database>, rows: NewLookupRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('lookup_record').values(rows).execute();
}

/**
 * Adds a freshly inserted category to the SQLite full-text index. PostgreSQL's tsvector column is generated;
 * there the planner gets fresh statistics instead, or it would scan the whole table until autovacuum runs.
 */
export async function indexLookupCategory(trx: Transaction<Database>, engine: Engine, category: string): Promise<void> {
  if (engine === 'postgres') {
    await sql`analyze lookup_record`.execute(trx);
    return;
  }
  await sql`insert into lookup_fts (rowid, name_terms, alias_terms, place_terms)
    select rid, name_terms, alias_terms, place_terms from lookup_record where category = ${category}`.execute(trx);
}

export async function findLookupRow(db: Db, category: string, id: string): Promise<LookupRow | undefined> {
  return db.selectFrom('lookup_record').selectAll().where('category', '=', category).where('id', '=', id).executeTakeFirst();
}
