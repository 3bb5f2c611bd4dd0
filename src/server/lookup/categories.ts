import { lookupPrefixesOf } from '../../shared/form/form-groups.ts';
import { LOOKUP_DEFAULT_PREFIX, type LookupCategory } from '../../shared/lookup.ts';

export { LOOKUP_CATEGORIES, type LookupCategory } from '../../shared/lookup.ts';

/** Institutions are searched by name; addresses by their first line. They expand different abbreviations. */
export type SearchKind = 'institution' | 'address';

export const SEARCH_KIND: Record<LookupCategory, SearchKind> = {
  hs_ceeb: 'institution',
  college_ceeb: 'institution',
  address: 'address',
};

/**
 * Whether a record may fill this group prefix: the category's default (lookup.json) or a prefix one of the form's
 * lookup questions of this category fills, read from the UI schemas, AddAnother blocks included.
 */
export function isLookupPrefix(category: LookupCategory, prefix: string): boolean {
  return prefix === LOOKUP_DEFAULT_PREFIX[category] || lookupPrefixesOf(category).has(prefix);
}
