import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { FormContext } from '../../../../../renderers/index.ts';
import { useLoaded } from '../../../../../renderers/common/use-loaded.ts';
import type { PageName } from '../../../../shared/form/pages.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { FormView } from '../../../form/FormView.tsx';
import { messages } from '../../../lib/messages.ts';
import { useIsServiceUser } from '../../../lib/service-user.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { useAddAnotherCounts } from '../api/add-another.ts';
import { useChosenTabs } from '../api/tabs.ts';
import { useApplicationFlow } from '../hooks/use-application-flow.ts';
import { useFocusOnHash } from '../hooks/use-focus-on-hash.ts';
import { useFormContextValue } from '../hooks/use-form-context-value.ts';
import { hasErrors, NO_TABS, validateApplication, validationEngine } from '../hooks/validation.ts';
import { useWebStatus } from '../hooks/web-status.ts';
import { useApplicationState, useApplicationStore } from '../store/application-store.ts';
import { FormActions } from './FormActions.tsx';
import { PageTitle } from './PageTitle.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { ValidationSummary } from './ValidationSummary.tsx';

const NO_COUNTS = {};

/** One form page with everything around it: the summary, the questions over the shared answers, and the buttons. */
export function ApplicationPage({ page }: { page: PageName }) {
  const store = useApplicationStore();
  const focusRequest = useApplicationState((state) => state.summaryFocusRequest);
  const webStatus = useWebStatus();
  const isServiceUser = useIsServiceUser();
  // Answer validity is worked out and shown only while validating; otherwise a commit re-renders
  // only the form, not this page around it.
  const validating = webStatus === 'validating' && !isServiceUser;
  // The validators' code is here before the status turns 'validating' (the flow and the first render wait for it);
  // should it not be, the page waits for it rather than showing no errors, and shows the form without them while
  // the code cannot be fetched (offline), until a retry brings it.
  const validators = useLoaded(validationEngine, validating);
  const checking = validating && validators !== null;
  const answers = useApplicationState((state) => (checking ? state.answers : null));
  const loggedIn = isLoggedIn();
  const counts = useAddAnotherCounts();
  const tabs = useChosenTabs();
  const flow = useApplicationFlow();
  const { hash } = useLocation();
  const chosenTabs = tabs.data ?? NO_TABS;
  const context = useFormContextValue({ isLoggedIn: loggedIn, isServiceUser, counts: counts.data ?? NO_COUNTS, chosenTabs });
  const ready = counts.isSuccess && tabs.isSuccess;
  useFocusOnHash(ready);

  const errorsByPage = useMemo(() => (answers ? validateApplication(answers, chosenTabs) : null), [answers, chosenTabs]);
  const followSummaryLink = useCallback((to: string) => void flow.goTo(to), [flow]);

  if (!ready) return <Spinner label={messages.loadingApplication} />;
  return (
    <FormContext.Provider value={context}>
      {errorsByPage && hasErrors(errorsByPage) && (
        <ValidationSummary errorsByPage={errorsByPage} focusRequest={focusRequest} yieldFocus={hash.length > 1} onFollow={followSummaryLink} />
      )}
      <PageTitle pageId={page} />
      <Box>
        <FormView page={page} store={store.answers} errors={errorsByPage?.[page]} mode={isServiceUser ? 'display' : 'edit'} />
      </Box>
      {!isServiceUser && (
        <>
          <FormActions pageId={page} flow={flow} />
          <SaveStatus />
        </>
      )}
    </FormContext.Provider>
  );
}
