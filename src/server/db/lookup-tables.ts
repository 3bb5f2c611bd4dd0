import type { Generated } from 'kysely';

/** Reference data for lookups (migration 0030_lookup). Empty strings, never nulls, for missing parts. */
export interface LookupRecordTable {
  rid: Generated<number>;
  category: string;
  /** The record's id within its category (a CEEB code, an IPEDS unit id, an address id). */
  id: string;
  name: string;
  code: string;
  address_line_1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  /** Folded, abbreviation-expanded words with a space at each end: what the search matches and ranks on. */
  name_terms: string;
  alias_terms: string;
  place_terms: string;
  name_word_count: number;
}
