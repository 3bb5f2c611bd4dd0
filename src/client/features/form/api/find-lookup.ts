import type { LookupClient } from '../../../../../renderers/index.ts';
import { LOOKUP_LIMITS, type LookupRecord, type LookupSuggestion } from '../../../../shared/lookup.ts';
import { apiClient } from '../../../lib/api-client.ts';

function isSuggestion(value: unknown): value is LookupSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const { id, text, sub_text } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof text === 'string' && typeof sub_text === 'string';
}

/** GET /lookup/find?category=…&text=…&max_results=5: suggestions; anything unexpected counts as a failed search. */
export async function findSuggestions(category: string, text: string): Promise<LookupSuggestion[]> {
  const query = new URLSearchParams({ category, text, max_results: String(LOOKUP_LIMITS.maxResults) });
  const found = await apiClient.get<unknown>(`/lookup/find?${query}`);
  if (!Array.isArray(found) || !found.every(isSuggestion)) throw new Error('Unexpected lookup suggestions');
  return found;
}

/** GET /lookup/find?category=…&id=…&prefix=…: the answers one record fills; only text values are kept. */
export async function findRecord(category: string, id: string, prefix: string): Promise<LookupRecord> {
  const record = await apiClient.get<unknown>(`/lookup/find?${new URLSearchParams({ category, id, prefix })}`);
  if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new Error('Unexpected lookup record');
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** What the autocomplete renderer uses to reach the lookups (provided around every form page). */
export const lookupClient: LookupClient = { search: findSuggestions, record: findRecord };
