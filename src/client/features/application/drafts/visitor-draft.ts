import { answerKeysKeptOutOfBrowserStorage } from '../../../../shared/form/private-answers.ts';
import type { Answers } from '../../../../shared/form/types.ts';
import { changedAnswers, type ApplicationStore } from '../store/application-store.ts';
import { VISITOR_TYPING_KEY } from './visitor-storage.ts';

function readStored(): Answers {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(VISITOR_TYPING_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Answers) : {};
  } catch {
    return {};
  }
}

/**
 * A visitor cannot save, so what they type (beside `opened`, what the page started with) is kept in the tab's
 * session storage and comes back after a reload; never the answers a browser must not keep (the SSN and the date
 * of birth, private-answers.ts). Returns the stop.
 */
export function keepVisitorTyping(store: ApplicationStore, opened: Answers): () => void {
  const keptOut = answerKeysKeptOutOfBrowserStorage();
  const withoutPrivate = (answers: Answers) => Object.fromEntries(Object.entries(answers).filter(([key]) => !keptOut.has(key)));
  const kept = withoutPrivate(readStored());
  // What was typed since this page opened, before this code arrived, wins over the copy.
  if (Object.keys(kept).length > 0) store.update((state) => ({ answers: { ...state.answers, ...kept, ...changedAnswers(state.answers, opened) } }));
  let answers: Answers | null = null;
  const write = () => {
    const now = store.getState().answers;
    if (now === answers) return;
    answers = now;
    try {
      sessionStorage.setItem(VISITOR_TYPING_KEY, JSON.stringify(withoutPrivate(changedAnswers(now, opened))));
    } catch {
      // Storage full or turned off: the typing stays on the page, only a reload loses it.
    }
  };
  // What was typed before this code arrived (it comes at the first input) is kept at once.
  write();
  return store.subscribe(write);
}
