import { sql, type Kysely } from 'kysely';

type Engine = 'sqlite' | 'postgres';

/**
 * Reference data for lookups (high schools, colleges, addresses), one row per record and category.
 * `*_terms` hold the folded, abbreviation-expanded words the search matches and ranks on; the full-text
 * index over them is an FTS5 table on SQLite and a generated tsvector with a GIN index on PostgreSQL.
 */
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('lookup_record')
    .addColumn('rid', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('address_line_1', 'varchar(300)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('zip', 'varchar(20)', (c) => c.notNull())
    .addColumn('country', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_terms', 'text', (c) => c.notNull())
    .addColumn('alias_terms', 'text', (c) => c.notNull())
    .addColumn('place_terms', 'text', (c) => c.notNull())
    .addColumn('name_word_count', 'integer', (c) => c.notNull())
    .addUniqueConstraint('lookup_record_category_id', ['category', 'id'])
    .execute();

  if (engine === 'postgres') {
    await sql`alter table lookup_record add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple'::regconfig, name_terms), 'A') ||
        setweight(to_tsvector('simple'::regconfig, alias_terms), 'B') ||
        setweight(to_tsvector('simple'::regconfig, place_terms), 'C')) stored`.execute(db);
    await sql`create index lookup_record_search on lookup_record using gin (search_vector)`.execute(db);
  } else {
    // Contentless: the words live in lookup_record; the index only maps words to rids.
    await sql`create virtual table lookup_fts using fts5(
        name_terms, alias_terms, place_terms,
        content='', contentless_delete=1, tokenize='unicode61')`.execute(db);
  }
}
