import type { LookupCategory } from '../../shared/lookup.ts';

export { LOOKUP_CATEGORIES, isLookupCategory, type LookupCategory } from '../../shared/lookup.ts';

/** Institutions are searched by name; addresses by their first line. They expand different abbreviations. */
export type SearchKind = 'institution' | 'address';

export const SEARCH_KIND: Record<LookupCategory, SearchKind> = {
  hs_ceeb: 'institution',
  college_ceeb: 'institution',
  address: 'address',
};

/**
 * Group prefixes a detail record may fill (spec point 3: `hs_` then `hs_2_`…`hs_5_`; the student's,
 * mailing and parents' addresses; colleges as `college_` then `college_2_`…`college_10_`).
 */
export const PREFIX_PATTERN: Record<LookupCategory, RegExp> = {
  hs_ceeb: /^hs_(?:[2-5]_)?$/,
  college_ceeb: /^college_(?:(?:[2-9]|10)_)?$/,
  address: /^(?:|mailing_|parent_|parent_2_)$/,
};

export const DEFAULT_PREFIX: Record<LookupCategory, string> = {
  hs_ceeb: 'hs_',
  college_ceeb: 'college_',
  address: '',
};
