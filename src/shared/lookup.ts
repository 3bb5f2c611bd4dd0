import limits from '../../texts-and-settings/lookup.json' with { type: 'json' };

/**
 * The lookup contract between the autocomplete renderer and GET /lookup/find (suggestions, then one record):
 * `?category=…&text=…&max_results=5` → LookupSuggestion[]; `?category=…&id=…&prefix=…` → LookupRecord.
 */
export const LOOKUP_CATEGORIES = ['hs_ceeb', 'college_ceeb', 'address'] as const;
export type LookupCategory = (typeof LOOKUP_CATEGORIES)[number];

export interface LookupSuggestion {
  id: string;
  text: string;
  sub_text: string;
}

/** Answer keys (already prefixed) and the values to write, `_desc` companions included. */
export type LookupRecord = Record<string, string>;

/** The field a category's search box stands for: where a failed detail writes the chosen label. */
export const LOOKUP_MAIN_FIELD: Record<LookupCategory, string> = {
  hs_ceeb: 'name',
  college_ceeb: 'name',
  address: 'address_line_1',
};

export const LOOKUP_LIMITS: {
  maxResults: number;
  maxResultsLimit: number;
  textMaxLength: number;
  debounceMs: number;
  maxWaitMs: number;
} = limits;

/** Per category, the group prefix a record's keys take when a lookup names none (lookup.json `defaultPrefix`). */
export const LOOKUP_DEFAULT_PREFIX: Record<LookupCategory, string> = limits.defaultPrefix;

export function isLookupCategory(value: string): value is LookupCategory {
  return (LOOKUP_CATEGORIES as readonly string[]).includes(value);
}
