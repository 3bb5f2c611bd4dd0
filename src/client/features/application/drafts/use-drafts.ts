import { useEffect, useState } from 'react';
import { loadOnce } from '../../../../shared/load-once.ts';
import { loadRetrying } from '../../../../shared/load-retrying.ts';
import type { ApplicationStore } from '../store/application-store.ts';
import type { DraftOffer } from './offered-draft.ts';
import { hasVisitorTyping } from './visitor-storage.ts';

// Off the first load: a logged-in applicant's drafts, and a visitor's copy in the tab.
const sessionCode = loadOnce(() => import('./draft-session.ts'));
const visitorCode = loadOnce(() => import('./visitor-draft.ts'));
const FIRST_INPUT = ['pointerdown', 'keydown', 'input'];

/**
 * Keeps unsaved typing while the application is open (`active`): a logged-in applicant's as a draft on the server
 * (draft-session.ts), a visitor's in the tab (visitor-draft.ts: its code comes at the first input, when there is
 * something to keep, or at once when the tab kept typing from before a reload). The offer of an earlier visit's
 * draft, null for a visitor and until the code is here.
 */
export function useDrafts(store: ApplicationStore, active: boolean, loggedIn: boolean): DraftOffer | null {
  const [opened] = useState(() => store.getState().answers);
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | null = null;
    let closed = false;
    const options = { capture: true, passive: true } as const;
    const startVisitor = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, startVisitor, options);
      void loadRetrying(visitorCode).then(({ keepVisitorTyping }) => {
        if (!closed) stop = keepVisitorTyping(store, opened);
      });
    };
    if (loggedIn) {
      void loadRetrying(sessionCode).then(({ startDraftSession }) => {
        if (closed) return;
        const session = startDraftSession(store, opened);
        stop = session.stop;
        setOffer(session.offer);
      });
    } else if (hasVisitorTyping()) startVisitor();
    else for (const type of FIRST_INPUT) window.addEventListener(type, startVisitor, options);
    return () => {
      closed = true;
      for (const type of FIRST_INPUT) window.removeEventListener(type, startVisitor, options);
      stop?.();
    };
  }, [active, loggedIn, opened, store]);
  return offer;
}
