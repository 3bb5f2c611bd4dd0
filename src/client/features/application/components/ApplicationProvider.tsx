import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { withAccountEmail } from '../../../../shared/form/account-prefill.ts';
import { accountEmailAnswerKeys } from '../../../../shared/form/form-groups.ts';
import { messages } from '../../../lib/messages.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import type { Profile } from '../api/get-profile.ts';
import { DraftOfferContext } from '../drafts/offered-draft.ts';
import { useDrafts } from '../drafts/use-drafts.ts';
import { ApplicationFlowContext, useNewApplicationFlow } from '../hooks/use-application-flow.ts';
import { useAnswerSaver } from '../hooks/use-answer-saver.ts';
import { useCarriedAnswers } from '../hooks/use-carried-answers.ts';
import { useLastPageReturn } from '../hooks/use-last-page-return.ts';
import { useStartedStatus } from '../hooks/use-started-status.ts';
import { useTemporaryAnswersMerge } from '../hooks/use-temporary-answers-merge.ts';
import { useValidationsSync } from '../hooks/use-validations-sync.ts';
import { useWebStatus } from '../hooks/web-status.ts';
import { ApplicationStoreContext, createApplicationStore, type ApplicationStore } from '../store/application-store.ts';

interface ApplicationProviderProps {
  /** The loaded profile (a visitor's is empty); the store starts from its answers. */
  profile: Profile;
  /** The print view: nothing is posted and nobody is redirected. */
  isServiceUser: boolean;
  children: ReactNode;
}

/**
 * The application while the form layout is open: one answer store and one flow (saving, moving, submitting) for
 * all pages, and what happens on its own
 * (status 'started', the return to the last page, carried and temporary answers, errors posted while validating,
 * drafts of unsaved typing, the redirect once submitted). Key it by username so another account starts afresh.
 */
// A change of language renders the pages afresh: the same loaded profile finds its store again, answers not yet saved included.
const stores = new WeakMap<Profile, ApplicationStore>();

function storeOf(profile: Profile, isServiceUser: boolean): ApplicationStore {
  const kept = stores.get(profile);
  if (kept) return kept;
  const savedAnswers = profile.answer;
  // The e-mail question starts as the account's address (not saved until the applicant saves the page).
  const answers = isServiceUser ? savedAnswers : withAccountEmail(savedAnswers, accountEmailAnswerKeys(), profile.username);
  const store = createApplicationStore({ answers, savedAnswers, hasChangedPage: false, summaryFocusRequest: 0, saveState: 'idle' });
  stores.set(profile, store);
  return store;
}

export function ApplicationProvider({ profile, isServiceUser, children }: ApplicationProviderProps) {
  const [store] = useState(() => storeOf(profile, isServiceUser));
  const saver = useAnswerSaver(store);
  const webStatus = useWebStatus();
  const active = !isServiceUser;
  useStartedStatus(active);
  // Carried answers first: both replace the history entry, and the return to the last page must win.
  const flow = useNewApplicationFlow(store, saver);
  useCarriedAnswers(flow);
  useLastPageReturn(profile.last_page, active);
  useTemporaryAnswersMerge(store);
  useValidationsSync(store, flow);
  const drafts = useDrafts(store, active, isLoggedIn());

  if (active && webStatus === 'submitted') return <Navigate to="/completion" replace state={{ successMessage: messages.submitted }} />;
  return (
    <ApplicationStoreContext.Provider value={store}>
      <ApplicationFlowContext.Provider value={flow}>
        <DraftOfferContext.Provider value={drafts}>{children}</DraftOfferContext.Provider>
      </ApplicationFlowContext.Provider>
    </ApplicationStoreContext.Provider>
  );
}
