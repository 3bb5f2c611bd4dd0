import { useSyncExternalStore } from 'react';
import { loadOnce, loadOnFirstInput } from '../../src/shared/load-once.ts';
import { loadRetrying } from '../../src/shared/load-retrying.ts';
import type { LookupCombobox } from './LookupCombobox.tsx';

type Combobox = typeof LookupCombobox;

const waiting = new Set<() => void>();

/**
 * MUI's Autocomplete with its popup (Popper, popper.js, Chip) is a chunk of its own, kept off the first load: it is
 * fetched at the visitor's first pointer or key press anywhere, or when a lookup field is hovered or focused, and
 * each lookup field shows its stand-in until then. A failed fetch (offline) is tried again until it works
 * (loadRetrying), the stand-in working meanwhile.
 */
const combobox = loadOnce(
  () => import('./LookupCombobox.tsx').then((module): Combobox => module.LookupCombobox),
  () => {
    for (const notify of waiting) notify();
  },
);
loadOnFirstInput(combobox);

export async function loadLookupCombobox(): Promise<void> {
  await combobox();
}

/** Fetches the combobox ahead of use; the stand-in keeps working while the fetch fails. */
export function warmLookupCombobox(): void {
  void loadRetrying(combobox);
}

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => void waiting.delete(notify);
}

const current = () => combobox.value;

/** The combobox once its code is here (the field re-renders then), null before. */
export function useLookupCombobox(): Combobox | null {
  return useSyncExternalStore(subscribe, current, current);
}
