// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../test/user.ts';
import { api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { sessionStore, setSessionUser } from './session-store.ts';

const user = testUser;

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends cookies and turns the error format into an ApiError', async () => {
    answer(400, {
      code: 'validation_failed',
      message: 'bad',
      fields: { email: 'email' },
      requestId: 'r1',
    });
    const error = await api.post('/v1/x', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'email' },
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('keeps the values an error message interpolates', async () => {
    answer(429, {
      code: 'rate_limited',
      message: 'wait',
      params: { context: 'wait', minutes: 12 },
      requestId: 'r2',
    });
    const error = await api.post('/v1/auth/login', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, params: { context: 'wait', minutes: 12 } });
  });

  it('keeps every problem of a refused submission with its values', async () => {
    answer(422, {
      code: 'submission_incomplete',
      message: 'incomplete',
      problems: [{ code: 'distro_limit', params: { limit: 2 } }, { code: 'artwork_required' }],
      requestId: 'r3',
    });
    const error = await api.post('/v1/releases/x/submit', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      problems: [{ code: 'distro_limit', params: { limit: 2 } }, { code: 'artwork_required' }],
    });
  });

  it('marks the signed-in user as blocked on a 403 account_blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSessionUser(user);
    answer(403, {
      code: 'account_blocked',
      message: 'blocked',
      requestId: 'r2',
      blocked: { kind: 'banned', reason: 'Spam' },
    });
    await expect(api.get('/v1/api/user')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getSnapshot().user).toMatchObject({ banned: true, blockReason: 'Spam' });
  });

  it('forgets the user on a 401 and reports network failures as network_error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSessionUser(user);
    answer(401, { code: 'unauthenticated', message: 'no', requestId: 'r3' });
    await expect(api.get('/v1/api/user')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getSnapshot().user).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api.get('/v1/health')).rejects.toMatchObject({ code: 'network_error' });
  });
});
