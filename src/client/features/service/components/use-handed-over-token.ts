import { useEffect, useState } from 'react';
import { SERVICE_TOKEN_EVENT } from '../../../../shared/print-view.ts';

/**
 * In a spare print view (`?print_standby`), the service token the PDF renderer hands over; null until then. Only
 * the first is taken: a page prints one applicant and is then closed.
 */
export function useHandedOverToken(listening: boolean): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!listening) return;
    const take = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail === 'string' && detail !== '') setToken((current) => current ?? detail);
    };
    window.addEventListener(SERVICE_TOKEN_EVENT, take);
    return () => window.removeEventListener(SERVICE_TOKEN_EVENT, take);
  }, [listening]);
  return token;
}
