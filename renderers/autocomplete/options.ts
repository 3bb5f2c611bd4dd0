import type { LookupSuggestion } from '../../src/shared/lookup.ts';

/** A row of the list: a suggestion from the server, or 'Use: ' what was typed. */
export type LookupOption = { kind: 'suggestion'; suggestion: LookupSuggestion } | { kind: 'typed'; text: string };

/**
 * The list for what is typed: nothing while the first search runs (the list says 'Loading...') or when nothing is
 * typed ('No options'); otherwise the suggestions, then the typed text itself.
 */
export function listOptions(typed: string, suggestions: LookupSuggestion[], loading: boolean): LookupOption[] {
  if (typed.trim() === '' || (loading && suggestions.length === 0)) return [];
  return [...suggestions.map((suggestion) => ({ kind: 'suggestion' as const, suggestion })), { kind: 'typed', text: typed }];
}

export function optionKey(option: LookupOption): string {
  return option.kind === 'suggestion' ? `suggestion-${option.suggestion.id}` : 'typed';
}
