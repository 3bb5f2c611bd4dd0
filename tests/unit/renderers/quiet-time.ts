import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { COMMIT_DELAY_MS } from '../../../renderers/common/use-local-text.ts';

/**
 * Fake timers for a "nothing happened" check: instead of sleeping and hoping, the test moves the clock past
 * every debounce between a keystroke and a reported answer, so a late commit would have happened by then.
 * Time still flows (shouldAdvanceTime) so Testing Library's waitFor keeps working.
 */
export function useQuietTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Moves the fake clock past the text commit delay (the last wait before an answer reaches the store). */
export async function passEveryDebounce() {
  await act(() => vi.advanceTimersByTimeAsync(COMMIT_DELAY_MS + 1));
}
