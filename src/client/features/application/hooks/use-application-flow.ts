import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context.ts';
import { UnauthorizedError } from '../../../lib/errors.ts';
import { messages } from '../../../lib/messages.ts';
import { defaultFormPage, formPageByPath } from '../../../lib/pages.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { tabsQueryOptions } from '../api/tabs.ts';
import { saveAnswers } from '../api/save-answers.ts';
import { saveLastPage } from '../api/save-last-page.ts';
import { postValidations } from '../api/post-validations.ts';
import { submitApplication } from '../api/submit-application.ts';
import { usePostWebStatus } from '../api/post-web-status.ts';
import { changedAnswers, hasAnyAnswer, useApplicationStore } from '../store/application-store.ts';
import { hasErrors, validateApplication } from './validation.ts';
import { readWebStatus, setLocalWebStatus } from './web-status.ts';

export interface ApplicationFlow {
  /** Previous, Save and Continue, step links, summary links: save first (logged in), then go. */
  goTo(to: string, options?: { replace?: boolean }): Promise<void>;
  /** The Save button. */
  save(): Promise<void>;
  /** The Submit button. */
  submit(): Promise<void>;
}

const scrollToTop = () => window.scrollTo({ top: 0 });
const pathOf = (to: string) => to.split(/[?#]/)[0];

/** The buttons and links of spec point 4, in one place so every way of moving behaves the same. */
export function useApplicationFlow(): ApplicationFlow {
  const store = useApplicationStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const webStatusMutation = usePostWebStatus();
  const postWebStatus = webStatusMutation.mutateAsync;

  const report = useCallback(
    (error: unknown) => {
      // A refused session already sends the student to /login.
      if (!(error instanceof UnauthorizedError)) toast.error(error instanceof Error ? error.message : messages.genericError);
    },
    [toast],
  );

  const chosenTabs = useCallback(() => queryClient.getQueryData(tabsQueryOptions.queryKey) ?? {}, [queryClient]);

  /** PUT /api/answer with only what changed since the server last had it. */
  const saveChangedAnswers = useCallback(async () => {
    const { answers, savedAnswers } = store.getState();
    const changed = changedAnswers(answers, savedAnswers);
    if (Object.keys(changed).length === 0) return;
    await saveAnswers(changed);
    store.update((state) => ({ savedAnswers: { ...state.savedAnswers, ...changed } }));
  }, [store]);

  /** Save answers, then validate: while validating, the errors found are posted. True when all went well. */
  const saveStudentData = useCallback(async () => {
    try {
      await saveChangedAnswers();
      if (readWebStatus(queryClient) === 'validating') {
        const errors = validateApplication(store.getState().answers, chosenTabs());
        if (hasErrors(errors)) await postValidations(errors);
      }
      return true;
    } catch (error) {
      report(error);
      return false;
    }
  }, [chosenTabs, queryClient, report, saveChangedAnswers, store]);

  const sendVisitorToSignUp = useCallback(() => {
    navigate('/signup', { state: { studentAnswers: store.getState().answers } });
  }, [navigate, store]);

  const goTo = useCallback<ApplicationFlow['goTo']>(
    async (to, options = {}) => {
      if (!isLoggedIn()) {
        if (hasAnyAnswer(store.getState().answers)) return sendVisitorToSignUp();
        navigate(to, options);
        return scrollToTop();
      }
      if (!(await saveStudentData())) return;
      const target = pathOf(to);
      if (target !== pathname && !store.getState().hasChangedPage) store.update({ hasChangedPage: true });
      const status = readWebStatus(queryClient);
      if ((status === 'started' || status === 'validating') && formPageByPath(target)) saveLastPage(target).catch(report);
      navigate(to, options);
      scrollToTop();
    },
    [navigate, pathname, queryClient, report, saveStudentData, sendVisitorToSignUp, store],
  );

  const save = useCallback(async () => {
    if (!isLoggedIn()) {
      if (hasAnyAnswer(store.getState().answers)) sendVisitorToSignUp();
      return;
    }
    if (await saveStudentData()) toast.success(messages.answersSaved);
  }, [saveStudentData, sendVisitorToSignUp, store, toast]);

  /** A refused submit: the default page with the summary, which takes focus. */
  const showSummary = useCallback(
    async (errors: ReturnType<typeof validateApplication>) => {
      await postValidations(errors).catch(report);
      store.update((state) => ({ summaryFocusRequest: state.summaryFocusRequest + 1 }));
      if (pathname !== defaultFormPage.path) navigate(defaultFormPage.path);
      scrollToTop();
    },
    [navigate, pathname, report, store],
  );

  const submit = useCallback(async () => {
    if (!isLoggedIn()) return sendVisitorToSignUp();
    try {
      await saveChangedAnswers();
      const status = readWebStatus(queryClient);
      if (status === 'none' || status === 'started') {
        setLocalWebStatus(queryClient, 'validating');
        await postWebStatus('validating');
      }
    } catch (error) {
      return report(error);
    }
    const errors = validateApplication(store.getState().answers, chosenTabs());
    if (hasErrors(errors)) return showSummary(errors);
    try {
      await submitApplication();
    } catch (error) {
      // The server refused what this browser accepted (e.g. checked on another day): say why.
      report(error);
      return;
    }
    // Submitted now here too; the provider's redirect rule then goes to /completion (one navigation, not two racing).
    setLocalWebStatus(queryClient, 'submitted');
  }, [chosenTabs, postWebStatus, queryClient, report, saveChangedAnswers, sendVisitorToSignUp, showSummary, store]);

  return useMemo(() => ({ goTo, save, submit }), [goTo, save, submit]);
}
