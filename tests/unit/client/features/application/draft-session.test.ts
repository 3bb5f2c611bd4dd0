// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import drafts from '../../../../../texts-and-settings/drafts.json';
import { startDraftSession, type DraftSession } from '../../../../../src/client/features/application/drafts/draft-session.ts';
import { createApplicationStore } from '../../../../../src/client/features/application/store/application-store.ts';
import { runBeforeSessionEnd } from '../../../../../src/client/lib/before-session-end.ts';
import type { Answers } from '../../../../../src/shared/form/types.ts';

interface Call {
  method: string;
  body: unknown;
  keepalive: boolean | undefined;
}

let calls: Call[];
let session: DraftSession | null = null;

/** The server as the API client meets it: GET /api/draft answers `serverDraft`, every other call {}. */
function serve(serverDraft: { answers: Answers; typedAt: string | null }) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      expect(path).toBe('/api/draft');
      calls.push({ method: init.method!, body: init.body ? JSON.parse(init.body as string) : undefined, keepalive: init.keepalive });
      return new Response(JSON.stringify(init.method === 'GET' ? serverDraft : {}), { status: 200 });
    }),
  );
}

function setup(saved: Answers, serverDraft: { answers: Answers; typedAt: string | null } = { answers: {}, typedAt: null }) {
  serve(serverDraft);
  const store = createApplicationStore({ answers: { ...saved }, savedAnswers: saved, hasChangedPage: false, summaryFocusRequest: 0, saveState: 'idle' });
  session = startDraftSession(store, store.getState().answers);
  const type = (changes: Answers) => store.update((state) => ({ answers: { ...state.answers, ...changes } }));
  const puts = () => calls.filter((call) => call.method === 'PUT');
  return { store, offer: session.offer, type, puts };
}

/** Lets the GET and any send in flight settle (the timers are fake, promises are not). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  session?.stop();
  session = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a logged-in applicant’s drafts', () => {
  it('sends what is unsaved once typing pauses for sendAfterMs, and nothing it already sent', async () => {
    const { type, puts } = setup({ first_name: 'Maria' });
    await settle();
    type({ first_name: 'Mar' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs - 1);
    type({ first_name: 'Marta' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs - 1);
    expect(puts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts()).toEqual([{ method: 'PUT', body: { answers: { first_name: 'Marta' }, drop: [] }, keepalive: false }]);
    type({ first_name: 'Marta' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(puts()).toHaveLength(1);
  });

  it('sends nothing before the server’s draft is known, so it cannot replace the draft to offer', async () => {
    const { type, puts } = setup({});
    type({ city: 'Boulder' });
    window.dispatchEvent(new Event('pagehide'));
    expect(puts()).toEqual([]);
    await settle();
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(puts().map((call) => call.body)).toEqual([{ answers: { city: 'Boulder' }, drop: [] }]);
  });

  it('sends at once with keepalive when the page is hidden or closed', async () => {
    const { type, puts } = setup({});
    await settle();
    type({ city: 'Boulder' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(puts()).toEqual([{ method: 'PUT', body: { answers: { city: 'Boulder' }, drop: [] }, keepalive: true }]);
    type({ city: 'Denver' });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(puts()[1]).toEqual({ method: 'PUT', body: { answers: { city: 'Denver' }, drop: [] }, keepalive: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('sends again once the browser is back online when the network failed a draft', async () => {
    const { type, puts } = setup({});
    await settle();
    const fetchOk = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    type({ city: 'Boulder' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    vi.mocked(fetch).mockImplementation(fetchOk);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(puts()).toEqual([{ method: 'PUT', body: { answers: { city: 'Boulder' }, drop: [] }, keepalive: false }]);
  });

  it('sends before the session ends (an idle logout)', async () => {
    const { type, puts } = setup({});
    await settle();
    type({ city: 'Boulder' });
    const ending = runBeforeSessionEnd();
    await settle();
    await ending;
    expect(puts()).toEqual([{ method: 'PUT', body: { answers: { city: 'Boulder' }, drop: [] }, keepalive: true }]);
  });

  it('counts a save as clearing the keys it wrote on the server: nothing is sent for them', async () => {
    const { store, type, puts } = setup({ first_name: 'Maria' });
    await settle();
    type({ first_name: 'Ana', city: 'Boulder' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    store.update((state) => ({ savedAnswers: { ...state.savedAnswers, first_name: 'Ana', city: 'Boulder' } }));
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    type({ city: 'Boulder' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(puts().map((call) => call.body)).toEqual([{ answers: { first_name: 'Ana', city: 'Boulder' }, drop: [] }]);
  });

  it('offers an earlier draft without what is saved already, never drops it while offered, and restores it as unsaved changes', async () => {
    const typedAt = '2026-11-27T10:00:00.000Z';
    const { store, offer, type, puts } = setup({ first_name: 'Maria', city: 'Boulder' }, { answers: { first_name: 'Marta', city: 'Boulder' }, typedAt });
    await settle();
    expect(offer.getState()).toEqual({ offered: { answers: { first_name: 'Marta' }, typedAt }, outcome: null });
    type({ zip: '80301' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    // The offered key stays on the server untouched; the key already saved is no draft any more.
    expect(puts().map((call) => call.body)).toEqual([{ answers: { zip: '80301' }, drop: ['city'] }]);

    offer.restore();
    expect(offer.getState()).toEqual({ offered: null, outcome: 'restored' });
    expect(store.getState().answers).toMatchObject({ first_name: 'Marta', zip: '80301' });
    expect(store.getState().savedAnswers.first_name).toBe('Maria');
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(puts()).toHaveLength(1);
  });

  it('offers nothing when every key of the draft is saved already', async () => {
    const { offer } = setup({ first_name: 'Maria' }, { answers: { first_name: 'Maria' }, typedAt: '2026-11-27T10:00:00.000Z' });
    await settle();
    expect(offer.getState().offered).toBeNull();
  });

  it('Discard deletes the draft on the server, then sends what is typed since', async () => {
    const { offer, type } = setup({}, { answers: { city: 'Old' }, typedAt: '2026-11-27T10:00:00.000Z' });
    await settle();
    type({ zip: '80301' });
    await offer.discard();
    expect(offer.getState()).toEqual({ offered: null, outcome: 'discarded' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(calls.map((call) => [call.method, call.body])).toEqual([
      ['GET', undefined],
      ['DELETE', {}],
      ['PUT', { answers: { zip: '80301' }, drop: [] }],
    ]);
  });

  it('sends only what changed since the server had it, and drops only the keys it no longer holds unsaved', async () => {
    // Another tab's typing is on the server and not offered here: it is no part of any change this page sends.
    const { store, type, puts } = setup({ first_name: 'Maria' });
    await settle();
    type({ first_name: 'Ana', city: 'Boulder' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    type({ city: 'Denver' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    // Typed back to the saved value: no longer unsaved, so it goes from the draft.
    type({ first_name: 'Maria' });
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(puts().map((call) => call.body)).toEqual([
      { answers: { first_name: 'Ana', city: 'Boulder' }, drop: [] },
      { answers: { city: 'Denver' }, drop: [] },
      { answers: {}, drop: ['first_name'] },
    ]);
    expect(store.getState().answers.city).toBe('Denver');
  });

  it('sends nothing more once stopped (the application closed)', async () => {
    const { type, puts } = setup({});
    await settle();
    type({ city: 'Boulder' });
    session!.stop();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(drafts.sendAfterMs);
    expect(puts()).toEqual([]);
  });
});
