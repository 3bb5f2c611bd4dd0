import { useCallback, useEffect, useMemo, useState } from 'react';
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
  const send = useMemo(() => {
    // Only the answer to the latest request counts; earlier ones may arrive later, and none after a cancel.
    let latestRequest = 0;
    const debounced = debounce(
      (text: string) => {
        const request = ++latestRequest;
        const settle = (found: LookupSuggestion[]) => {
          if (request !== latestRequest) return;
          setSuggestions(found);
          setLoading(false);
        };
        lookup.search(category, text).then(settle, () => settle([]));
      },
      LOOKUP_LIMITS.debounceMs,
      LOOKUP_LIMITS.maxWaitMs,
    );
    const cancel = () => {
      debounced.cancel();
      latestRequest++;
    };
    return Object.assign((text: string) => debounced(text), { cancel });
  }, [lookup, category]);

  useEffect(() => () => send.cancel(), [send]);

  const search = useCallback(
    (text: string) => {
      const query = text.trim().slice(0, LOOKUP_LIMITS.textMaxLength);
      if (query === '') {
        send.cancel();
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
