import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { Answers } from '../../../../shared/form/types.ts';
import type { WebStatusStep } from '../../../../shared/form/web-status.ts';
import type { ToastApi } from '../../../components/toast/toast-context.ts';
import { ServerError, UnauthorizedError } from '../../../lib/errors.ts';
import { messages } from '../../../lib/messages.ts';
import { defaultFormPage, formPageByPath } from '../../../lib/pages.ts';
import type { ApplicationApi } from '../api/application-api.ts';
import { WEB_STATUS_RETRIES } from '../api/post-web-status.ts';
import { tabsQueryOptions } from '../api/tabs.ts';
import { hasErrors, loadValidation, NO_TABS, validateApplication } from '../hooks/validation.ts';
import { readWebStatus, setLocalWebStatus } from '../hooks/web-status.ts';
import { hasAnyAnswer, type ApplicationStore } from '../store/application-store.ts';
import type { AnswerSaver } from './answer-saver.ts';

export interface ApplicationFlow {
  /** Previous, Save and Continue, step links, summary links: save first (logged in), then go. */
  goTo(to: string, options?: { replace?: boolean }): Promise<void>;
  /** The Save button. */
  save(): Promise<void>;
  /** The Submit button. */
  submit(): Promise<void>;
  /**
   * PUT /api/answer with only what changed since the server last had it (the saver's); rejects when the call fails.
   * Saves go one at a time: a call made while one is under way waits for it and then sends only what is still unsaved.
   */
  saveChangedAnswers(): Promise<void>;
  /** While validating: checks the answers and posts their errors, once per answer map and tab choice. */
  postValidations(): Promise<void>;
  /** A visitor's answers carried back through sign-up and login: they join the answers and, logged in, are saved. */
  adoptCarriedAnswers(carried: Answers): Promise<void>;
}

export interface ApplicationFlowDeps {
  store: ApplicationStore;
  /** Sends the changed answers (and retries a save the network or the server failed). */
  saver: AnswerSaver;
  api: ApplicationApi;
  /** Holds the profile (the web status) and the chosen tabs. */
  queryClient: QueryClient;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  toast: Pick<ToastApi, 'success' | 'error'>;
  /** The route the applicant is on now. */
  currentPath(): string;
  isLoggedIn(): boolean;
  scrollToTop(): void;
}

const pathOf = (to: string) => to.split(/[?#]/)[0];

/**
 * The form buttons and step links and the saving behind them, in one place so every way of moving behaves
 * the same. Plain functions over the answer store, the API and the query cache: no React in here.
 */
export function createApplicationFlow({ store, saver, api, queryClient, navigate, toast, currentPath, isLoggedIn, scrollToTop }: ApplicationFlowDeps): ApplicationFlow {
  const report = (error: unknown) => {
    // A refused session already sends the student to /login.
    if (!(error instanceof UnauthorizedError)) toast.error(error instanceof Error ? error.message : messages.genericError);
  };
  // The validators' code comes on first need; a failed fetch is the network's failure, said as any other.
  const validationLoaded = () => loadValidation().catch(() => Promise.reject(new ServerError(messages.genericError, 0)));
  /** The errors of the answers as they are now, with what they were found for. */
  const check = async () => {
    await validationLoaded();
    const checked = { answers: store.getState().answers, tabs: queryClient.getQueryData(tabsQueryOptions.queryKey) };
    return { ...checked, errors: validateApplication(checked.answers, checked.tabs ?? NO_TABS) };
  };
  const postWebStatus = (status: WebStatusStep) =>
    new MutationObserver(queryClient, { mutationFn: (step: WebStatusStep) => api.postWebStatus(step), retry: WEB_STATUS_RETRIES }).mutate(status);

  // The answers and tabs whose errors were posted last: the same check posted again would tell the server nothing.
  let posted: { answers: Answers; tabs: unknown } | undefined;
  async function postErrorsOnce({ answers, tabs, errors }: Awaited<ReturnType<typeof check>>): Promise<void> {
    if (!hasErrors(errors) || (posted?.answers === answers && posted.tabs === tabs)) return;
    const mine = (posted = { answers, tabs });
    try {
      await api.postValidations(errors);
    } catch (error) {
      if (posted === mine) posted = undefined;
      throw error;
    }
  }

  const postValidations = async () => postErrorsOnce(await check());

  const saveChangedAnswers = () => saver.saveChanged();

  /** Save answers, then validate: while validating, the errors found are posted. True when all went well. */
  async function saveStudentData(): Promise<boolean> {
    try {
      await saveChangedAnswers();
      if (readWebStatus(queryClient) === 'validating') await postValidations();
      return true;
    } catch (error) {
      report(error);
      return false;
    }
  }

  const sendVisitorToSignUp = () => navigate('/signup', { state: { studentAnswers: store.getState().answers } });

  async function goTo(to: string, options: { replace?: boolean } = {}) {
    if (!isLoggedIn()) {
      if (hasAnyAnswer(store.getState().answers)) return sendVisitorToSignUp();
      navigate(to, options);
      return scrollToTop();
    }
    if (!(await saveStudentData())) return;
    const target = pathOf(to);
    if (target !== currentPath() && !store.getState().hasChangedPage) store.update({ hasChangedPage: true });
    const status = readWebStatus(queryClient);
    if ((status === 'started' || status === 'validating') && formPageByPath(target)) api.saveLastPage(target).catch(report);
    navigate(to, options);
    scrollToTop();
  }

  async function save() {
    if (!isLoggedIn()) {
      if (hasAnyAnswer(store.getState().answers)) sendVisitorToSignUp();
      return;
    }
    if (!(await saveStudentData())) return;
    toast.success(messages.answersSaved);
    store.update({ saveState: 'saved' });
  }

  /** A refused submit: the default page with the summary, which takes focus. */
  async function showSummary(checked: Awaited<ReturnType<typeof check>>) {
    await postErrorsOnce(checked).catch(report);
    store.update((state) => ({ summaryFocusRequest: state.summaryFocusRequest + 1 }));
    if (currentPath() !== defaultFormPage.path) navigate(defaultFormPage.path);
    scrollToTop();
  }

  async function submit() {
    if (!isLoggedIn()) return sendVisitorToSignUp();
    try {
      await saveChangedAnswers();
      // Before the status turns 'validating': from then on the page shows what the validators find.
      await validationLoaded();
      const status = readWebStatus(queryClient);
      if (status === 'none' || status === 'started') {
        setLocalWebStatus(queryClient, 'validating');
        await postWebStatus('validating');
      }
    } catch (error) {
      return report(error);
    }
    const checked = await check();
    if (hasErrors(checked.errors)) return showSummary(checked);
    try {
      await api.submitApplication();
    } catch (error) {
      // The server refused what this browser accepted (e.g. checked on another day): say why.
      return report(error);
    }
    // Submitted now here too; the provider's redirect rule then goes to /completion (one navigation, not two racing).
    setLocalWebStatus(queryClient, 'submitted');
  }

  async function adoptCarriedAnswers(carried: Answers) {
    store.update((state) => ({ answers: { ...state.answers, ...carried } }));
    if (isLoggedIn()) await saveChangedAnswers().catch(report);
  }

  return { goTo, save, submit, saveChangedAnswers, postValidations, adoptCarriedAnswers };
}
