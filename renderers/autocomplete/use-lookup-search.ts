import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LOOKUP_LIMITS, type LookupCategory, type LookupSuggestion } from '../../src/shared/lookup.ts';
import { debounce } from './debounce.ts';
import { useLookupClient } from './lookup-context.ts';

export interface LookupSearch {
  suggestions: LookupSuggestion[];
  /** A search is waiting for the pause in typing or for the server. */
  loading: boolean;
  /** Searches for `text` once typing pauses (debounced, with a maximum wait); empty text clears the list. */
  search(text: string): void;
}

/** Suggestions for what is typed. A failed search is an empty list, silently. */
export function useLookupSearch(category: LookupCategory): LookupSearch {
  const lookup = useLookupClient();
  const [suggestions, setSuggestions] = useState<LookupSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  // Only the answer to the latest request counts; earlier ones may arrive later.
  const latestRequest = useRef(0);

  const send = useMemo(
    () =>
      debounce(
        (text: string) => {
          const request = ++latestRequest.current;
          const settle = (found: LookupSuggestion[]) => {
            if (request !== latestRequest.current) return;
            setSuggestions(found);
            setLoading(false);
          };
          lookup.search(category, text).then(settle, () => settle([]));
        },
        LOOKUP_LIMITS.debounceMs,
        LOOKUP_LIMITS.maxWaitMs,
      ),
    [lookup, category],
  );

  useEffect(
    () => () => {
      send.cancel();
      latestRequest.current++;
    },
    [send],
  );

  const search = useCallback(
    (text: string) => {
      const query = text.trim().slice(0, LOOKUP_LIMITS.textMaxLength);
      if (query === '') {
        send.cancel();
        latestRequest.current++;
        setSuggestions([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      send(query);
    },
    [send],
  );

  return { suggestions, loading, search };
}
