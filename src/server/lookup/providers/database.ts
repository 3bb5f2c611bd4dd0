import type { Db, Engine } from '../../db/database.ts';
import { findLookupRow, type LookupRow } from '../../db/lookup/records.ts';
import { searchLookupRows } from '../../db/lookup/search.ts';
import { SEARCH_KIND, type LookupCategory } from '../categories.ts';
import { parseQuery } from '../normalise.ts';
import type { LookupDetail, LookupProvider, LookupSuggestion } from './types.ts';

function place(row: LookupRow): string {
  return [row.city, row.state].filter(Boolean).join(', ');
}

function suggestion(category: LookupCategory, row: LookupRow): LookupSuggestion {
  if (category === 'address') {
    return { id: row.id, text: row.address_line_1, sub_text: [place(row), row.zip].filter(Boolean).join(' ') };
  }
  const code = row.code ? `CEEB ${row.code}` : '';
  return { id: row.id, text: row.name, sub_text: [place(row), code].filter(Boolean).join(' · ') };
}

function detailOf(row: LookupRow): LookupDetail {
  const { name, code, address_line_1, city, state, zip, country } = row;
  return { name, code, address_line_1, city, state, zip, country };
}

/** The default provider: the records imported into lookup_record, searched by full text. */
export function createDatabaseProvider(db: Db, engine: Engine, category: LookupCategory): LookupProvider {
  return {
    async suggest(text, max) {
      const rows = await searchLookupRows(db, engine, category, parseQuery(text, SEARCH_KIND[category]), max);
      return rows.map((row) => suggestion(category, row));
    },
    async detail(id) {
      const row = await findLookupRow(db, category, id);
      return row ? detailOf(row) : null;
    },
  };
}
