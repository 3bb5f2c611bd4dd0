import { createContext, useContext } from 'react';
import type { LookupCategory, LookupRecord, LookupSuggestion } from '../../src/shared/lookup.ts';

/**
 * How the autocomplete reaches GET /lookup/find. Renderers never fetch: the client provides this (through its API
 * client) around the form, and tests provide their own.
 */
export interface LookupClient {
  /** Suggestions for typed text (at most LOOKUP_LIMITS.maxResults). */
  search(category: LookupCategory, text: string): Promise<LookupSuggestion[]>;
  /** The answers one chosen record fills for the group `prefix`. */
  record(category: LookupCategory, id: string, prefix: string): Promise<LookupRecord>;
}

/** Without a provider nothing is found and details fail: the field still takes free text. */
const unavailable: LookupClient = {
  search: () => Promise.resolve([]),
  record: () => Promise.reject(new Error('No lookup client')),
};

export const LookupContext = createContext<LookupClient>(unavailable);

export function useLookupClient(): LookupClient {
  return useContext(LookupContext);
}
