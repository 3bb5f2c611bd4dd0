import { useSyncExternalStore } from 'react';
import type { LookupCombobox } from './LookupCombobox.tsx';

type Combobox = typeof LookupCombobox;

let loaded: Combobox | null = null;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

/**
 * MUI's Autocomplete with its popup (Popper, popper.js, Chip) is a chunk of its own, kept off the first load: it is
 * fetched at the visitor's first pointer or key press anywhere, or when a lookup field is hovered or focused, and
 * each lookup field shows its stand-in until then. A failed fetch is tried again by the next call.
 */
export function loadLookupCombobox(): Promise<void> {
  return (loading ??= import('./LookupCombobox.tsx').then(
    (module) => {
      loaded = module.LookupCombobox;
      for (const notify of waiting) notify();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Fetches the combobox ahead of use; the stand-in keeps working if the fetch fails. */
export function warmLookupCombobox(): void {
  loadLookupCombobox().catch(() => undefined);
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, warmLookupCombobox, { once: true, capture: true, passive: true });
}

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => void waiting.delete(notify);
}

const current = () => loaded;

/** The combobox once its code is here (the field re-renders then), null before. */
export function useLookupCombobox(): Combobox | null {
  return useSyncExternalStore(subscribe, current, current);
}
