import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, onUnauthorized } from '../../../../src/client/lib/api-client.ts';
import { ServerError, UnauthorizedError } from '../../../../src/client/lib/errors.ts';
import messages from '../../../../texts-and-settings/messages.json';
import { staffText } from '../../../support/staff-text.ts';

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(call: Promise<unknown>): Promise<Error> {
  const error = await call.then(
    () => null,
    (reason: Error) => reason,
  );
  if (!error) throw new Error('the call was expected to fail');
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient', () => {
  it('sends JSON with same-origin cookies and returns the parsed body', async () => {
    const fetchMock = answerWith(json({ message: 'saved' }));
    await expect(apiClient.put('/api/answer', { first_name: 'Ada' })).resolves.toEqual({ message: 'saved' });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/answer');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"first_name":"Ada"}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends the JSON content type but no body on a GET', async () => {
    const fetchMock = answerWith(json({ username: 'ada@example.com' }));
    await apiClient.get('/api/profile');
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns a response that is not JSON into a server error with the generic message', async () => {
    answerWith(new Response('<!doctype html><p>Bad gateway</p>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await failure(apiClient.get('/api/profile'));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe(staffText('texts-and-settings/messages.json', '/genericError'));
  });

  it('turns a non-JSON error page into the generic server error too', async () => {
    answerWith(new Response('Gateway Timeout', { status: 504 }));
    const error = await failure(apiClient.post('/api/submit'));
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(504);
    expect(error.message).toBe(messages.genericError);
  });

  it("carries the server's string message on any other failure", async () => {
    answerWith(json({ message: 'The answer key nickname is not part of the application.' }, 400));
    const error = await failure(apiClient.put('/api/answer', { nickname: 'x' }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe('The answer key nickname is not part of the application.');
  });

  it("keeps the server's code beside its message (an unconfirmed login)", async () => {
    answerWith(json({ message: 'Your account is not confirmed yet.', code: 'UserNotConfirmedException' }, 403));
    const error = await failure(apiClient.post('/public/login', { username: 'a@b.c', password: 'x' }));
    expect(error).toMatchObject({ status: 403, code: 'UserNotConfirmedException', message: 'Your account is not confirmed yet.' });
  });

  it('falls back to the generic message when the body has no string message', async () => {
    answerWith(json({ message: { code: 42 } }, 500));
    expect((await failure(apiClient.get('/api/pdf'))).message).toBe(messages.genericError);
    answerWith(json({ error: 'nope' }, 422));
    expect((await failure(apiClient.post('/api/submit'))).message).toBe(messages.genericError);
  });

  it('reports an unreachable server as the generic server error', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(apiClient.get('/api/profile'));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe(messages.genericError);
  });

  it('turns a 401 on a session call into an unauthorized error and tells the registered handler', async () => {
    const handler = vi.fn();
    const unregister = onUnauthorized(handler);
    answerWith(json({ message: staffText('texts-and-settings/auth/messages.json', '/sessionInvalid') }, 401));
    const error = await failure(apiClient.get('/api/profile'));
    unregister();
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toBe(staffText('texts-and-settings/auth/messages.json', '/sessionInvalid'));
    expect(handler).toHaveBeenCalledWith(error);
  });

  it('leaves a 401 of a public call (wrong password) to the caller', async () => {
    const handler = vi.fn();
    const unregister = onUnauthorized(handler);
    answerWith(json({ message: staffText('texts-and-settings/auth/messages.json', '/badCredentials') }, 401));
    const error = await failure(apiClient.post('/public/login', { username: 'a@b.c', password: 'x' }));
    unregister();
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toBe(staffText('texts-and-settings/auth/messages.json', '/badCredentials'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops calling a handler once it is unregistered, and hands a 401 met meanwhile to the next one, once', async () => {
    const handler = vi.fn();
    onUnauthorized(handler)();
    answerWith(json({ message: 'expired' }, 401));
    const error = await failure(apiClient.get('/api/profile'));
    expect(handler).not.toHaveBeenCalled();
    // The first page's data is fetched before the app (and its redirect to /login) mounts.
    const redirect = vi.fn();
    const unregister = onUnauthorized(redirect);
    expect(redirect).toHaveBeenCalledExactlyOnceWith(error);
    unregister();
    const later = vi.fn();
    onUnauthorized(later)();
    expect(later).not.toHaveBeenCalled();
  });

  describe('a log-out', () => {
    /** fetch answers each call when the test says so, with the status it names. */
    function heldFetch() {
      const pending: Array<{ path: string; answer: (status: number) => void }> = [];
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(
          (path) =>
            new Promise((resolve) => {
              pending.push({ path: String(path), answer: (status) => resolve(json({ message: status === 401 ? 'expired' : 'ok' }, status)) });
            }),
        ),
      );
      return (path: string, status: number) => pending.find((call) => call.path === path)!.answer(status);
    }

    it('does not report the 401 of a call that was in flight while the session ended', async () => {
      const handler = vi.fn();
      const unregister = onUnauthorized(handler);
      const answer = heldFetch();
      const poll = failure(apiClient.get('/api/pdf'));
      const logOut = apiClient.endSession('/api/logout');
      answer('/api/logout', 200);
      await logOut;
      answer('/api/pdf', 401);
      expect(await poll).toBeInstanceOf(UnauthorizedError);
      unregister();
      expect(handler).not.toHaveBeenCalled();
    });

    it('does not report the 401 of a call made while the log-out is under way', async () => {
      const handler = vi.fn();
      const unregister = onUnauthorized(handler);
      const answer = heldFetch();
      const logOut = apiClient.endSession('/api/logout');
      const poll = failure(apiClient.get('/api/pdf'));
      answer('/api/pdf', 401);
      await poll;
      answer('/api/logout', 200);
      await logOut;
      unregister();
      expect(handler).not.toHaveBeenCalled();
    });

    it("reports its own 401 (the session had already ended) and a later call's 401 as usual", async () => {
      const handler = vi.fn();
      const unregister = onUnauthorized(handler);
      const answer = heldFetch();
      const logOut = failure(apiClient.endSession('/api/logout'));
      answer('/api/logout', 401);
      await logOut;
      expect(handler).toHaveBeenCalledTimes(1);
      const later = failure(apiClient.get('/api/profile'));
      answer('/api/profile', 401);
      await later;
      unregister();
      expect(handler).toHaveBeenCalledTimes(2);
    });
  });
});
