import { createContext, useContext, useSyncExternalStore } from 'react';
import { isAnswered } from '../../../../shared/form/answer-model.ts';
import type { Answers } from '../../../../shared/form/types.ts';
import type { AnswerStore } from '../../../form/answer-store.ts';

/** What the three form pages share while the form layout is open. */
export interface ApplicationState {
  /** Every answer as the applicant sees it now (a visitor's live only here). */
  answers: Answers;
  /** The answers the server holds, as far as this client knows: the changed keys are what a save sends. */
  savedAnswers: Answers;
  /** Set once by the first page change; hides the welcome banner. */
  hasChangedPage: boolean;
  /** Bumped when the validation summary must take focus again (after a refused submit). */
  summaryFocusRequest: number;
  /** What the page says about saving (answer-saver.ts): nothing yet, retrying a failed save, saved, saved after retrying. */
  saveState: SaveState;
}

export type SaveState = 'idle' | 'retrying' | 'saved' | 'savedAfterRetry';

type Listener = () => void;

export interface ApplicationStore {
  getState(): ApplicationState;
  update(change: Partial<ApplicationState> | ((state: ApplicationState) => Partial<ApplicationState>)): void;
  subscribe(listener: Listener): () => void;
  /** The answers alone, as the form binding (FormView) reads and writes them. */
  answers: AnswerStore;
}

/** A tiny external store: components subscribe to the slice they read, so a keystroke re-renders only its readers. */
export function createApplicationStore(initial: ApplicationState): ApplicationStore {
  let state = initial;
  const listeners = new Set<Listener>();
  const getState = () => state;
  const update: ApplicationStore['update'] = (change) => {
    const patch = typeof change === 'function' ? change(state) : change;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    getState,
    update,
    subscribe,
    answers: { getAnswers: () => state.answers, setAnswers: (answers) => update({ answers }), subscribe },
  };
}

export const ApplicationStoreContext = createContext<ApplicationStore | null>(null);

export function useApplicationStore(): ApplicationStore {
  const store = useContext(ApplicationStoreContext);
  if (!store) throw new Error('useApplicationStore() needs an <ApplicationProvider> above it');
  return store;
}

/** One slice of the application state; the selector must return a value that stays the same object while unchanged. */
export function useApplicationState<T>(select: (state: ApplicationState) => T): T {
  const store = useApplicationStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** Whether the map holds anything the applicant entered (a visitor with answers who moves on goes to /signup). */
export function hasAnyAnswer(answers: Answers): boolean {
  return Object.values(answers).some(isAnswered);
}

/** What the server holds once it cleared `keys` itself (a tab switch): none of them is a change left to send. */
export function withClearedKeys(saved: Answers, keys: readonly string[]): Answers {
  return { ...saved, ...Object.fromEntries(keys.map((key) => [key, ''])) };
}

/** The keys whose value differs from what the server holds. */
export function changedAnswers(answers: Answers, saved: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([key, value]) => saved[key] !== value));
}
