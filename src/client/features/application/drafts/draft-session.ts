import { sendAfterMs } from '../../../../../texts-and-settings/drafts.json';
import type { Answers } from '../../../../shared/form/types.ts';
import { beforeSessionEnds } from '../../../lib/before-session-end.ts';
import { deleteDraft, getDraft, putDraft } from '../api/draft.ts';
import { changedAnswers, type ApplicationStore } from '../store/application-store.ts';
import { createDraftSender } from './draft-sender.ts';
import type { DraftOffer, OfferedDraftState } from './offered-draft.ts';
import { dropVisitorTyping } from './visitor-storage.ts';

/** What is left of a draft worth offering: the keys whose value differs from what is saved. */
export function worthOffering(draft: Answers, saved: Answers): Answers {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => saved[key] !== value));
}

/** The keys a save wrote: those whose saved value changed. */
const keysSaved = (before: Answers, after: Answers) => Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));

export interface DraftSession {
  offer: DraftOffer;
  stop(): void;
}

/**
 * Drafts of a logged-in applicant while the application is open: what the page holds typed but unsaved (beside
 * `opened`, what the page started with) goes to the server after a pause in typing, when the page is hidden or
 * closed, and before a logout; the server merges it with what other tabs sent. A draft left by an earlier visit (any
 * device, any tab) is offered until restored into the form as unsaved changes or discarded. While it is offered it
 * counts as this page's unsaved typing, so no send drops it. Nothing is sent before the server's draft is known: this
 * page's own typing would come back offered as an earlier visit's.
 */
export function startDraftSession(store: ApplicationStore, opened: Answers): DraftSession {
  dropVisitorTyping();
  let state: OfferedDraftState = { offered: null, outcome: null };
  const listeners = new Set<() => void>();
  const set = (next: OfferedDraftState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const unsaved = () => {
    const { answers, savedAnswers } = store.getState();
    return { ...state.offered?.answers, ...changedAnswers(answers, { ...opened, ...savedAnswers }) };
  };
  const sender = createDraftSender({ unsaved, send: putDraft, delayMs: sendAfterMs });

  const offer: DraftOffer = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    restore() {
      const restored = state.offered?.answers ?? {};
      set({ offered: null, outcome: 'restored' });
      store.update((current) => ({ answers: { ...current.answers, ...restored } }));
    },
    async discard() {
      try {
        await deleteDraft();
      } catch {
        return set({ ...state, outcome: 'failed' });
      }
      set({ offered: null, outcome: 'discarded' });
      sender.serverHas({});
      sender.typed();
    },
  };

  let loaded = false;
  let stopped = false;
  let { answers, savedAnswers } = store.getState();
  const unsubscribe = store.subscribe(() => {
    const now = store.getState();
    if (now.savedAnswers !== savedAnswers) sender.saved(keysSaved(savedAnswers, now.savedAnswers));
    if (now.answers !== answers && loaded) sender.typed();
    ({ answers, savedAnswers } = now);
  });
  getDraft()
    .then((draft) => {
      if (stopped) return;
      sender.serverHas(draft.answers);
      const offered = worthOffering(draft.answers, store.getState().savedAnswers);
      if (draft.typedAt && Object.keys(offered).length > 0) set({ offered: { answers: offered, typedAt: draft.typedAt }, outcome: null });
      loaded = true;
      sender.typed();
    })
    .catch(() => undefined);

  const leaving = () => void (loaded && sender.flush({ keepalive: true }));
  const onHidden = () => {
    if (document.visibilityState === 'hidden') leaving();
  };
  // A draft the network failed is sent again once the browser is back online.
  const online = () => void (loaded && sender.flush());
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', leaving);
  window.addEventListener('online', online);
  const unregister = beforeSessionEnds(() => (loaded ? sender.flush({ keepalive: true }) : Promise.resolve()));

  return {
    offer,
    stop() {
      stopped = true;
      sender.stop();
      unsubscribe();
      unregister();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', leaving);
      window.removeEventListener('online', online);
    },
  };
}
