import type { NewLookupRow } from '../db/lookup/records.ts';
import { SEARCH_KIND, type LookupCategory } from './categories.ts';
import type { CsvRecord } from './csv.ts';
import { displayText, fold, nameTerms, placeTerms } from './normalise.ts';

/**
 * The column mapping of `npm run lookup:import` (documented in the README). Header names are matched
 * without regard to case or surrounding spaces; other columns are ignored.
 *
 * - hs_ceeb: `ceeb_code` (the id) and `name` required; `alias`, `address_line_1`, `city`, `state`, `zip`, `country`.
 * - college_ceeb: `name` and `unitid` or `ceeb_code` required (the id is `unitid` when the file has it, so
 *   colleges without a CEEB code stay findable and fill an empty code); the same optional columns.
 * - address: `address_line_1` required; `id` (else the line number), `city`, `state`, `zip`, `country`.
 */
interface Mapping {
  idColumns: string[];
  nameColumn: string;
}

const MAPPINGS: Record<LookupCategory, Mapping> = {
  hs_ceeb: { idColumns: ['ceeb_code'], nameColumn: 'name' },
  college_ceeb: { idColumns: ['unitid', 'ceeb_code'], nameColumn: 'name' },
  address: { idColumns: ['id'], nameColumn: 'address_line_1' },
};

const MAX_LENGTH = { name: 300, address_line_1: 300, city: 100, zip: 20, country: 60 } as const;
const ID = /^[A-Za-z0-9_-]{1,40}$/;
const CODE = /^[A-Za-z0-9]{1,20}$/;
const STATE = /^[A-Za-z]{2}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

/** Terms are stored with a space at each end, so " word " and " prefix" are plain substring tests. */
function padded(terms: string): string {
  return ` ${terms} `;
}

export type MappedRow = { row: NewLookupRow } | { skip: string } | { error: string };

export class HeaderError extends Error {}

/** Reads the header record and returns the function that maps each later record of the file. */
export function createRowMapper(category: LookupCategory, header: CsvRecord): (record: CsvRecord) => MappedRow {
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const index = (name: string) => names.indexOf(name);
  const mapping = MAPPINGS[category];
  const idColumn = mapping.idColumns.find((c) => index(c) >= 0);
  if (category !== 'address' && !idColumn) throw new HeaderError(`the header has no ${mapping.idColumns.join(' or ')} column`);
  if (index(mapping.nameColumn) < 0) throw new HeaderError(`the header has no ${mapping.nameColumn} column`);
  const kind = SEARCH_KIND[category];
  const seen = new Map<string, number>();

  return (record) => {
    if (record.fields.length !== names.length) {
      return { error: `expected ${names.length} fields, found ${record.fields.length}` };
    }
    const get = (name: string) => (index(name) >= 0 ? record.fields[index(name)].trim() : '');
    const id = idColumn ? get(idColumn) : String(record.line);
    const name = displayText(get(mapping.nameColumn));
    const values = {
      name,
      address_line_1: category === 'address' ? name : displayText(get('address_line_1')),
      city: displayText(get('city')),
      zip: get('zip'),
      country: get('country'),
    };
    const state = get('state').toUpperCase();
    const code = category === 'address' ? '' : get('ceeb_code');

    if (!ID.test(id)) return { error: `${idColumn} must be 1 to 40 letters, digits, - or _ (got "${id.slice(0, 50)}")` };
    if (category === 'address' && id.startsWith('zip-')) return { error: `id must not start with "zip-" (got "${id}")` };
    if (seen.has(id)) return { error: `${idColumn} ${id} is also on line ${seen.get(id)}` };
    seen.set(id, record.line);
    if (code !== '' && !CODE.test(code)) return { error: `ceeb_code must be letters and digits (got "${code.slice(0, 50)}")` };
    for (const [field, max] of Object.entries(MAX_LENGTH)) {
      if (values[field as keyof typeof values].length > max) return { error: `${field} is longer than ${max} characters` };
    }
    if (state !== '' && !STATE.test(state)) return { error: `state must be a two-letter code (got "${state.slice(0, 20)}")` };
    if (values.zip !== '' && !ZIP.test(values.zip)) return { error: `zip is not a ZIP or postal code (got "${values.zip.slice(0, 20)}")` };
    if (name === '') return { skip: `no ${mapping.nameColumn}` };

    const terms = nameTerms(name, kind);
    return {
      row: {
        category,
        id,
        code,
        ...values,
        state,
        name_terms: padded(terms),
        alias_terms: padded([nameTerms(get('alias'), kind), fold(code)].filter(Boolean).join(' ')),
        place_terms: padded(placeTerms(values.city, state, values.zip)),
        name_word_count: terms === '' ? 0 : terms.split(' ').length,
      },
    };
  };
}
