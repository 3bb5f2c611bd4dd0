import { sql, type RawBuilder } from 'kysely';
import type { Db, Engine } from '../database.ts';
import type { LookupRow } from './records.ts';

/**
 * One typed word: the folded forms it may take (each one or more words of [a-z0-9]) and whether a record
 * must contain it. Forms come from fold(), so they cannot carry full-text query syntax.
 */
export interface SearchToken {
  forms: string[];
  required: boolean;
}

const SAFE_FORM = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** FTS5: every required token as `("form"* OR "two words"*)`, all of them ANDed; each form quoted. */
export function fts5Query(tokens: SearchToken[]): string {
  return tokens
    .filter((t) => t.required)
    .map((t) => `(${t.forms.map((form) => `"${form}"*`).join(' OR ')})`)
    .join(' AND ');
}

/** PostgreSQL to_tsquery: the same expression, phrases as `a <-> b:*`. */
export function tsQuery(tokens: SearchToken[]): string {
  return tokens
    .filter((t) => t.required)
    .map((t) => `(${t.forms.map((form) => `${form.split(' ').join(' <-> ')}:*`).join(' | ')})`)
    .join(' & ');
}

const COLUMNS = sql.raw(
  ['rid', 'category', 'id', 'name', 'code', 'address_line_1', 'city', 'state', 'zip', 'country']
    .concat(['name_terms', 'alias_terms', 'place_terms', 'name_word_count'])
    .map((c) => `r.${c}`)
    .join(', '),
);
// Terms are stored space-padded (' saint marys school '), so a whole word is ' word ' and a word start ' prefix'.
const NAME = sql`r.name_terms`;
const ALIAS = sql`r.alias_terms`;
const PLACE = sql`r.place_terms`;

/** `column` contains one of the needles: instr() on SQLite, strpos() on PostgreSQL (plain substring search, cheaper than LIKE). */
function containsAny(engine: Engine, column: RawBuilder<unknown>, needles: string[], at: 'anywhere' | 'start' = 'anywhere'): RawBuilder<unknown> {
  const position = (needle: string) => (engine === 'sqlite' ? sql`instr(${column}, ${needle})` : sql`strpos(${column}, ${needle})`);
  const test = at === 'start' ? sql` = 1` : sql` > 0`;
  return sql`(${sql.join(
    needles.map((needle) => sql`${position(needle)}${test}`),
    sql` or `,
  )})`;
}

/**
 * The rank, the same rule on both engines. Per token: 8 for a whole word of the name, 7 for a whole word of
 * the alias ("mit"), 4 for the start of a name word, 2 for the start of an alias word, 1 for the city,
 * state or ZIP. Then 3 more when the tokens appear in that order in the name, and 2 more when the name
 * starts with the first token. Ties: fewer name words first, then file order.
 */
function score(engine: Engine, tokens: SearchToken[]): RawBuilder<number> {
  const has = (column: RawBuilder<unknown>, needles: string[]) => containsAny(engine, column, needles);
  const parts = tokens.map(
    (t) => sql`case
      when ${has(
        NAME,
        t.forms.map((f) => ` ${f} `),
      )} then 8
      when ${has(
        ALIAS,
        t.forms.map((f) => ` ${f} `),
      )} then 7
      when ${has(
        NAME,
        t.forms.map((f) => ` ${f}`),
      )} then 4
      when ${has(
        ALIAS,
        t.forms.map((f) => ` ${f}`),
      )} then 2
      when ${has(
        PLACE,
        t.forms.map((f) => ` ${f}`),
      )} then 1
      else 0 end`,
  );
  if (tokens.length > 1) {
    const phrase = tokens.map((t) => t.forms[t.forms.length - 1]).join(' ');
    parts.push(sql`case when ${has(NAME, [` ${phrase}`])} then 3 else 0 end`);
  }
  parts.push(
    sql`case when ${containsAny(
      engine,
      NAME,
      tokens[0].forms.map((f) => ` ${f}`),
      'start',
    )} then 2 else 0 end`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** The best `limit` records of a category for the tokens; none when no token is required. */
export async function searchLookupRows(db: Db, engine: Engine, category: string, tokens: SearchToken[], limit: number): Promise<LookupRow[]> {
  if (!tokens.some((t) => t.required)) return [];
  if (!tokens.every((t) => t.forms.every((form) => SAFE_FORM.test(form)))) {
    throw new Error('search tokens must be folded words');
  }
  // SQLite: let the full-text index pick the rows, then join; PostgreSQL: the GIN index on the tsvector column.
  const from =
    engine === 'sqlite'
      ? sql`lookup_fts f join lookup_record r on r.rid = f.rowid where lookup_fts match ${fts5Query(tokens)} and`
      : sql`lookup_record r where r.search_vector @@ to_tsquery('simple', ${tsQuery(tokens)}) and`;
  const result = await sql<LookupRow & { score: number }>`
    select ${COLUMNS}, ${score(engine, tokens)} as score
    from ${from} r.category = ${category}
    order by score desc, r.name_word_count asc, r.rid asc
    limit ${limit}`.execute(db);
  return result.rows;
}
