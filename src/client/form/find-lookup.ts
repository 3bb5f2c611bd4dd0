import type { LookupClient } from '../../../renderers/autocomplete/lookup-context.ts';
import { LOOKUP_LIMITS, type LookupRecord, type LookupSuggestion } from '../../shared/lookup.ts';
import { apiClient } from '../lib/api-client.ts';

type GetJson = (path: string) => Promise<unknown>;

function isSuggestion(value: unknown): value is LookupSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const { id, text, sub_text } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof text === 'string' && typeof sub_text === 'string';
}

/**
 * The autocomplete's way to GET /lookup/find: `?category&text&max_results` → suggestions, `?category&id&prefix` → the
 * answers one record fills (text values only). An answer of any other shape counts as a failure.
 */
export function createLookupClient(get: GetJson): LookupClient {
  return {
    async search(category, text) {
      const found = await get(`/lookup/find?${new URLSearchParams({ category, text, max_results: String(LOOKUP_LIMITS.maxResults) })}`);
      if (!Array.isArray(found) || !found.every(isSuggestion)) throw new Error('Unexpected lookup suggestions');
      return found;
    },
    async record(category, id, prefix) {
      const record = await get(`/lookup/find?${new URLSearchParams({ category, id, prefix })}`);
      if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new Error('Unexpected lookup record');
      return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as LookupRecord;
    },
  };
}

/** Provided around every form page (FormView), through the client's API client. */
export const lookupClient = createLookupClient((path) => apiClient.get<unknown>(path));
