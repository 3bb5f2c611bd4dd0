import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { profileQueryOptions, type Profile } from '../../../../../src/client/features/application/api/get-profile.ts';
import { tabsQueryOptions } from '../../../../../src/client/features/application/api/tabs.ts';
import type { ApplicationApi } from '../../../../../src/client/features/application/api/application-api.ts';
import { createAnswerSaver } from '../../../../../src/client/features/application/flow/answer-saver.ts';
import { createApplicationFlow } from '../../../../../src/client/features/application/flow/application-flow.ts';
import { readWebStatus } from '../../../../../src/client/features/application/hooks/web-status.ts';
import { createApplicationStore } from '../../../../../src/client/features/application/store/application-store.ts';
import { ServerError, UnauthorizedError } from '../../../../../src/client/lib/errors.ts';
import { messages } from '../../../../../src/client/lib/messages.ts';
import type { Answers } from '../../../../../src/shared/form/types.ts';
import { completeApplication } from '../../../../support/complete-application.ts';

const SAVED: Answers = { first_name: 'Maria', last_name: 'Lopez' };

function okApi(): { [K in keyof ApplicationApi]: ReturnType<typeof vi.fn<ApplicationApi[K]>> } {
  const ok = () => Promise.resolve({ message: 'ok' });
  return {
    saveAnswers: vi.fn<ApplicationApi['saveAnswers']>(ok),
    saveLastPage: vi.fn<ApplicationApi['saveLastPage']>(ok),
    postValidations: vi.fn<ApplicationApi['postValidations']>(ok),
    postWebStatus: vi.fn<ApplicationApi['postWebStatus']>(ok),
    submitApplication: vi.fn<ApplicationApi['submitApplication']>(ok),
  };
}

interface Setup {
  loggedIn?: boolean;
  statuses?: string[];
  answers?: Answers;
  saved?: Answers;
  path?: string;
}

/** The flow over a real store and query cache, with the API, router and toasts recorded. */
function setup({ loggedIn = true, statuses = ['started'], answers = SAVED, saved = SAVED, path = '/about' }: Setup = {}) {
  const store = createApplicationStore({ answers, savedAnswers: saved, hasChangedPage: false, summaryFocusRequest: 0, saveState: 'idle' });
  // Failed mutations retry at once here, so the retry count is tested without waiting.
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retryDelay: 0 } } });
  const profile: Profile = {
    username: 'maria@example.com',
    language: null,
    last_page: null,
    successful_login: [],
    web_status: statuses.map((web_status) => ({ web_status })),
    answer: saved,
    document_answer: {},
  };
  queryClient.setQueryData(profileQueryOptions.queryKey, profile);
  queryClient.setQueryData(tabsQueryOptions.queryKey, {});
  const api = okApi();
  const navigate = vi.fn();
  const toast = { success: vi.fn(), error: vi.fn() };
  const scrollToTop = vi.fn();
  const saver = createAnswerSaver(store, (changed) => api.saveAnswers(changed));
  const flow = createApplicationFlow({ store, saver, api, queryClient, navigate, toast, currentPath: () => path, isLoggedIn: () => loggedIn, scrollToTop });
  return { flow, store, saver, api, queryClient, navigate, toast, scrollToTop };
}

const typed = (store: ReturnType<typeof setup>['store'], changes: Answers) => store.update((state) => ({ answers: { ...state.answers, ...changes } }));

describe('application flow: saving', () => {
  it('saves only what changed since the server last had it, then knows the server has it', async () => {
    const { flow, store, api, toast } = setup();
    typed(store, { first_name: 'Ana', middle_name: 'B' });
    await flow.save();
    expect(api.saveAnswers).toHaveBeenCalledExactlyOnceWith({ first_name: 'Ana', middle_name: 'B' });
    expect(store.getState().savedAnswers).toEqual({ first_name: 'Ana', last_name: 'Lopez', middle_name: 'B' });
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(messages.answersSaved);
    await flow.save();
    expect(api.saveAnswers).toHaveBeenCalledOnce();
  });

  it('shows the server’s message when a save fails, and keeps the change to send again', async () => {
    const { flow, store, api, toast } = setup();
    api.saveAnswers.mockRejectedValueOnce(new ServerError('The server is busy.', 503));
    typed(store, { first_name: 'Ana' });
    await flow.save();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('The server is busy.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(store.getState().savedAnswers.first_name).toBe('Maria');
    await flow.save();
    expect(api.saveAnswers).toHaveBeenLastCalledWith({ first_name: 'Ana' });
  });

  it('shows nothing for a refused session (the client already goes to /login)', async () => {
    const { flow, store, api, toast } = setup();
    api.saveAnswers.mockRejectedValueOnce(new UnauthorizedError('Session ended'));
    typed(store, { first_name: 'Ana' });
    await flow.save();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('while validating, posts the errors the answers still have after saving', async () => {
    const { flow, api } = setup({ statuses: ['started', 'validating'], answers: {}, saved: {} });
    await flow.save();
    expect(api.postValidations).toHaveBeenCalledOnce();
    expect(api.postValidations.mock.calls[0][0].about).toHaveProperty('first_name');
  });

  it('saves one at a time: a save asked for while one is under way sends only what is still unsaved', async () => {
    const { flow, store, api } = setup();
    let answer!: () => void;
    api.saveAnswers.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({ message: 'ok' }))));
    typed(store, { first_name: 'Ana' });
    // The upload's save and the Save button at once: one request for the same change.
    const first = flow.saveChangedAnswers();
    const second = flow.saveChangedAnswers();
    await vi.waitFor(() => expect(api.saveAnswers).toHaveBeenCalledOnce());
    answer();
    await Promise.all([first, second]);
    expect(api.saveAnswers).toHaveBeenCalledExactlyOnceWith({ first_name: 'Ana' });
    typed(store, { last_name: 'Ruiz' });
    await flow.saveChangedAnswers();
    expect(api.saveAnswers).toHaveBeenLastCalledWith({ last_name: 'Ruiz' });
  });

  it('while validating, posts the errors of one check once (the post after a change, then a navigation)', async () => {
    const { flow, store, api } = setup({ statuses: ['started', 'validating'], answers: {}, saved: {} });
    typed(store, { first_name: 'Ana' });
    await flow.postValidations();
    await flow.goTo('/education');
    expect(api.postValidations).toHaveBeenCalledOnce();
    typed(store, { first_name: '' });
    await flow.save();
    expect(api.postValidations).toHaveBeenCalledTimes(2);
    expect(api.postValidations.mock.calls[1][0].about).toHaveProperty('first_name');
  });
});

describe('application flow: moving', () => {
  it('sends a visitor with answers to sign up, carrying the answers', async () => {
    const { flow, navigate, api } = setup({ loggedIn: false, answers: { first_name: 'Ana' }, saved: {} });
    await flow.goTo('/education');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/signup', { state: { studentAnswers: { first_name: 'Ana' } } });
    expect(api.saveAnswers).not.toHaveBeenCalled();
  });

  it('lets a visitor without answers move freely', async () => {
    const { flow, navigate, scrollToTop } = setup({ loggedIn: false, answers: {}, saved: {} });
    await flow.goTo('/education');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/education', {});
    expect(scrollToTop).toHaveBeenCalledOnce();
  });

  it('saves first, then goes, remembering the page and that the student moved', async () => {
    const { flow, store, api, navigate } = setup();
    typed(store, { last_name: 'Ruiz' });
    await flow.goTo('/education', { replace: true });
    expect(api.saveAnswers).toHaveBeenCalledExactlyOnceWith({ last_name: 'Ruiz' });
    expect(api.saveLastPage).toHaveBeenCalledExactlyOnceWith('/education');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/education', { replace: true });
    expect(store.getState().hasChangedPage).toBe(true);
    expect(api.saveAnswers.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0]);
  });

  it('stays when saving fails', async () => {
    const { flow, store, api, navigate, toast } = setup();
    api.saveAnswers.mockRejectedValueOnce(new ServerError('No.', 500));
    typed(store, { last_name: 'Ruiz' });
    await flow.goTo('/education');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('No.');
  });

  it('remembers only form pages as the last page', async () => {
    const { flow, api, navigate } = setup();
    await flow.goTo('/completion');
    expect(api.saveLastPage).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/completion', {});
  });
});

describe('application flow: submitting', () => {
  it('starts validating (status posted), and with errors shows the summary on the first page', async () => {
    const { flow, store, api, queryClient, navigate } = setup({ path: '/final-steps' });
    await flow.submit();
    expect(api.postWebStatus).toHaveBeenCalledExactlyOnceWith('validating');
    expect(readWebStatus(queryClient)).toBe('validating');
    expect(api.postValidations).toHaveBeenCalledOnce();
    expect(api.submitApplication).not.toHaveBeenCalled();
    expect(store.getState().summaryFocusRequest).toBe(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/about');
  });

  it('retries the web-status call twice before giving up with its message', async () => {
    const { flow, api, toast } = setup();
    api.postWebStatus.mockRejectedValue(new ServerError('Down.', 503));
    await flow.submit();
    expect(api.postWebStatus).toHaveBeenCalledTimes(3);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Down.');
    expect(api.submitApplication).not.toHaveBeenCalled();
  });

  it('submits a complete application and records it as submitted here too', async () => {
    const complete = completeApplication();
    const { flow, api, queryClient } = setup({ statuses: ['started', 'validating'], answers: complete, saved: complete });
    await flow.submit();
    expect(api.postWebStatus).not.toHaveBeenCalled();
    expect(api.postValidations).not.toHaveBeenCalled();
    expect(api.submitApplication).toHaveBeenCalledOnce();
    expect(readWebStatus(queryClient)).toBe('submitted');
  });

  it('says why when the server refuses the submit', async () => {
    const complete = completeApplication();
    const { flow, api, queryClient, toast } = setup({ statuses: ['started', 'validating'], answers: complete, saved: complete });
    api.submitApplication.mockRejectedValueOnce(new ServerError('Your application is incomplete.', 422));
    await flow.submit();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Your application is incomplete.');
    expect(readWebStatus(queryClient)).toBe('validating');
  });
});

describe('application flow: carried answers', () => {
  it('joins a visitor’s carried answers to the form and, logged in, saves what the server lacks', async () => {
    const { flow, store, api } = setup();
    await flow.adoptCarriedAnswers({ first_name: 'Maria', city: 'Boulder' });
    expect(store.getState().answers).toEqual({ ...SAVED, city: 'Boulder' });
    expect(api.saveAnswers).toHaveBeenCalledExactlyOnceWith({ city: 'Boulder' });
    expect(store.getState().savedAnswers.city).toBe('Boulder');
  });

  it('only joins them while still a visitor', async () => {
    const { flow, store, api } = setup({ loggedIn: false, answers: {}, saved: {} });
    await flow.adoptCarriedAnswers({ city: 'Boulder' });
    expect(store.getState().answers).toEqual({ city: 'Boulder' });
    expect(api.saveAnswers).not.toHaveBeenCalled();
  });
});
