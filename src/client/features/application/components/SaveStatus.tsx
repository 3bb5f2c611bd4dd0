import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { messages } from '../../../lib/messages.ts';
import { useApplicationState, useApplicationStore, type SaveState } from '../store/application-store.ts';

const texts: Record<SaveState, string> = {
  idle: '',
  retrying: messages.saveRetrying,
  // An ordinary save is announced by its toast (a status region too): saying it here as well would be heard twice.
  saved: '',
  savedAfterRetry: messages.savedAfterRetry,
};

/**
 * Where saving stands, beside the buttons, in a polite live region (always on the page, so a screen reader hears
 * each change without losing its place): a failed save being retried, and the retried save that worked.
 * That message is withdrawn at the next change of an answer, which is then unsaved again.
 */
export function SaveStatus() {
  const store = useApplicationStore();
  const state = useApplicationState((current) => current.saveState);
  useEffect(() => {
    if (state !== 'saved' && state !== 'savedAfterRetry') return;
    const answersSaved = store.getState().answers;
    return store.subscribe(() => {
      const { answers, saveState } = store.getState();
      if (answers !== answersSaved && saveState === state) store.update({ saveState: 'idle' });
    });
  }, [state, store]);
  return (
    <Typography role="status" data-save-status="" variant="body2" sx={{ mt: 2, minHeight: '1.5em', color: state === 'retrying' ? 'error.main' : 'text.secondary' }}>
      {texts[state]}
    </Typography>
  );
}
