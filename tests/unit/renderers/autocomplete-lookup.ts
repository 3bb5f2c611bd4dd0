import { vi } from 'vitest';
import type { LookupClient } from '../../../renderers/index.ts';
import type { LookupCategory, LookupRecord, LookupSuggestion } from '../../../src/shared/lookup.ts';

/** Suggestions and records as GET /lookup/find returns them (shapes from src/server/lookup/fill.ts). */
export const FAIRVIEW_BOULDER: LookupSuggestion = { id: '060118', text: 'Fairview High School', sub_text: 'Boulder, CO 80305' };
export const FAIRVIEW_OHIO: LookupSuggestion = { id: '361250', text: 'Fairview High School', sub_text: 'Fairview Park, OH 44126' };
export const ZIP_80302: LookupSuggestion = { id: 'zip-80302', text: '80302', sub_text: 'Boulder, CO' };

export const RECORDS: Record<string, (prefix: string) => LookupRecord> = {
  '060118': (p) => ({
    [`${p}name`]: 'Fairview High School',
    [`${p}ceeb`]: '060118',
    [`${p}address_line_1`]: '',
    [`${p}city`]: 'Boulder',
    [`${p}state`]: 'CO',
    [`${p}state_desc`]: 'Colorado',
    [`${p}zip`]: '80305',
  }),
  'zip-80302': (p) => ({
    [`${p}city`]: 'Boulder',
    [`${p}state`]: 'CO',
    [`${p}state_desc`]: 'Colorado',
    [`${p}zip`]: '80302',
    [`${p}country`]: 'USA',
    [`${p}country_desc`]: 'United States',
  }),
  'addr-1': (p) => ({
    [`${p}address_line_1`]: '1600 Pennsylvania Ave NW',
    [`${p}city`]: 'Washington',
    [`${p}state`]: 'DC',
    [`${p}state_desc`]: 'District of Columbia',
    [`${p}zip`]: '20500',
    [`${p}country`]: 'USA',
    [`${p}country_desc`]: 'United States',
  }),
};

/** A lookup client over fixed answers that records its calls; `failSearch` / `failRecord` make it answer errors. */
export function fixedLookup(found: LookupSuggestion[], { failSearch = false, failRecord = false } = {}) {
  const client = {
    search: vi.fn(async (_category: LookupCategory, _text: string) => {
      if (failSearch) throw new Error('503');
      return found;
    }),
    record: vi.fn(async (_category: LookupCategory, id: string, prefix: string) => {
      if (failRecord || !RECORDS[id]) throw new Error('503');
      return RECORDS[id](prefix);
    }),
  } satisfies LookupClient;
  return client;
}
