import { sql, type RawBuilder } from 'kysely';
import type { Db, Engine } from '../database.ts';
import type { LookupRow } from './records.ts';

/**
 * One typed word: the folded forms it may take (each one or more words of [a-z0-9]) and whether a record
 * must contain it. Forms come from fold(), so they cannot carry full-text or LIKE syntax.
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
  ['rid', 'category', 'id', 'name', 'code', 'address_line_1', 'city', 'state', 'zip', 'country', 'name_terms', 'alias_terms', 'place_terms', 'name_word_count']
    .map((c) => `r.${c}`)
    .join(', '),
);
const NAME = sql`(' ' || r.name_terms || ' ')`;
const ALIAS = sql`(' ' || r.alias_terms || ' ')`;
const PLACE = sql`(' ' || r.place_terms)`;

function likeAny(column: RawBuilder<unknown>, forms: string[], pattern: (form: string) => string): RawBuilder<unknown> {
  return sql`(${sql.join(
    forms.map((form) => sql`${column} like ${pattern(form)}`),
    sql` or `,
  )})`;
}

/**
 * The rank, the same SQL on both engines. Per token: 8 for a whole word of the name, 7 for a whole word of
 * the alias ("mit"), 4 for the start of a name word, 2 for the start of an alias word, 1 for the city,
 * state or ZIP. Then 3 more when the tokens appear in that order in the name, and 2 more when the name
 * starts with the first token. Ties: fewer name words first, then file order.
 */
function score(tokens: SearchToken[]): RawBuilder<number> {
  const parts = tokens.map(
    (t) => sql`case
      when ${likeAny(NAME, t.forms, (f) => `% ${f} %`)} then 8
      when ${likeAny(ALIAS, t.forms, (f) => `% ${f} %`)} then 7
      when ${likeAny(NAME, t.forms, (f) => `% ${f}%`)} then 4
      when ${likeAny(ALIAS, t.forms, (f) => `% ${f}%`)} then 2
      when ${likeAny(PLACE, t.forms, (f) => `% ${f}%`)} then 1
      else 0 end`,
  );
  if (tokens.length > 1) {
    const phrase = tokens.map((t) => t.forms[t.forms.length - 1]).join(' ');
    parts.push(sql`case when ${NAME} like ${`% ${phrase}%`} then 3 else 0 end`);
  }
  parts.push(sql`case when ${likeAny(NAME, tokens[0].forms, (f) => ` ${f}%`)} then 2 else 0 end`);
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** The best `limit` records of a category for the tokens; none when no token is required. */
export async function searchLookupRows(
  db: Db,
  engine: Engine,
  category: string,
  tokens: SearchToken[],
  limit: number,
): Promise<LookupRow[]> {
  if (!tokens.some((t) => t.required)) return [];
  if (!tokens.every((t) => t.forms.every((form) => SAFE_FORM.test(form)))) {
    throw new Error('search tokens must be folded words');
  }
  const match =
    engine === 'sqlite'
      ? sql`r.rid in (select rowid from lookup_fts where lookup_fts match ${fts5Query(tokens)})`
      : sql`r.search_vector @@ to_tsquery('simple', ${tsQuery(tokens)})`;
  const result = await sql<LookupRow & { score: number }>`
    select ${COLUMNS}, ${score(tokens)} as score
    from lookup_record r
    where r.category = ${category} and ${match}
    order by score desc, r.name_word_count asc, r.rid asc
    limit ${limit}`.execute(db);
  return result.rows;
}
