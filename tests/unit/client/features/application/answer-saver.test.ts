// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ui from '../../../../../texts-and-settings/ui.json';
import { createAnswerSaver } from '../../../../../src/client/features/application/flow/answer-saver.ts';
import { createApplicationStore } from '../../../../../src/client/features/application/store/application-store.ts';
import { ServerError, UnauthorizedError } from '../../../../../src/client/lib/errors.ts';
import type { Answers } from '../../../../../src/shared/form/types.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A saver over a real store whose server call is recorded; `fail` lists the errors of the next calls, in order. */
function setup(fail: unknown[] = []) {
  const store = createApplicationStore({
    answers: { first_name: 'Maria' },
    savedAnswers: { first_name: 'Maria' },
    hasChangedPage: false,
    summaryFocusRequest: 0,
    saveState: 'idle',
  });
  const sent: Answers[] = [];
  const send = vi.fn(async (changed: Answers) => {
    sent.push(changed);
    const error = fail.shift();
    if (error) throw error;
  });
  const saver = createAnswerSaver(store, send);
  const type = (changes: Answers) => store.update((state) => ({ answers: { ...state.answers, ...changes } }));
  return { store, saver, send, sent, type };
}

const offline = () => new ServerError('offline', 0);

describe('answer saver', () => {
  it('keeps a save the network failed, retries it after the backoff with the answers as they are then, and says when it worked', async () => {
    const { store, saver, sent, type } = setup([offline()]);
    type({ first_name: 'Ana' });
    await expect(saver.saveChanged()).rejects.toThrow('offline');
    expect(store.getState().saveState).toBe('retrying');
    expect(store.getState().answers.first_name).toBe('Ana');
    type({ last_name: 'Ruiz' });
    await vi.advanceTimersByTimeAsync(ui.retryMs.first);
    expect(sent).toEqual([{ first_name: 'Ana' }, { first_name: 'Ana', last_name: 'Ruiz' }]);
    expect(store.getState().saveState).toBe('savedAfterRetry');
    expect(store.getState().savedAnswers).toEqual({ first_name: 'Ana', last_name: 'Ruiz' });
    saver.stop();
  });

  it('waits twice as long after each failure (5xx and timeouts alike)', async () => {
    const { store, saver, send, type } = setup([new ServerError('busy', 503), offline(), new ServerError('down', 500)]);
    type({ first_name: 'Ana' });
    await saver.saveChanged().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(ui.retryMs.first);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * ui.retryMs.first - 1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4 * ui.retryMs.first);
    expect(send).toHaveBeenCalledTimes(4);
    expect(store.getState().saveState).toBe('savedAfterRetry');
    saver.stop();
  });

  it('retries at once when the browser is back online', async () => {
    const { saver, send, type } = setup([offline()]);
    type({ first_name: 'Ana' });
    await saver.saveChanged().catch(() => undefined);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    saver.stop();
  });

  it.each([
    ['a refused session', new UnauthorizedError('Session ended')],
    ['a refused body', new ServerError('Bad', 400)],
    ['a submitted application', new ServerError('Frozen', 409)],
  ])('does not retry %s', async (_, error) => {
    const { store, saver, send, type } = setup([error]);
    type({ first_name: 'Ana' });
    await saver.saveChanged().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(ui.retryMs.max * 2);
    expect(send).toHaveBeenCalledOnce();
    expect(store.getState().saveState).toBe('idle');
  });

  it('stops retrying once stopped (the application closed)', async () => {
    const { saver, send, type } = setup([offline()]);
    type({ first_name: 'Ana' });
    await saver.saveChanged().catch(() => undefined);
    saver.stop();
    await vi.advanceTimersByTimeAsync(ui.retryMs.max * 2);
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends one save at a time, each with what the one before left unsaved', async () => {
    const { saver, sent, type } = setup();
    type({ first_name: 'Ana' });
    const first = saver.saveChanged();
    const second = saver.saveChanged();
    await Promise.all([first, second]);
    expect(sent).toEqual([{ first_name: 'Ana' }]);
  });
});
