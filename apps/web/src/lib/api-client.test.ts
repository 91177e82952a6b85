// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../test/user.ts';
import { api, dataOf } from './api-client.ts';
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
    const body = { username: 'ada', password: 'secret', captcha: 'c' };
    const error = await dataOf(api.POST('/v1/auth/login', { body })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'email' },
    });
    const request = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(request).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual(body);
  });

  it('keeps the values an error message interpolates', async () => {
    answer(429, {
      code: 'rate_limited',
      message: 'wait',
      params: { context: 'wait', minutes: 12 },
      requestId: 'r2',
    });
    const body = { username: 'ada', password: 'secret', captcha: 'c' };
    const error = await dataOf(api.POST('/v1/auth/login', { body })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, params: { context: 'wait', minutes: 12 } });
  });

  it('keeps every problem of a refused submission with its values', async () => {
    answer(422, {
      code: 'submission_incomplete',
      message: 'incomplete',
      problems: [{ code: 'distro_limit', params: { limit: 2 } }, { code: 'artwork_required' }],
      requestId: 'r3',
    });
    const error = await dataOf(
      api.POST('/v1/releases/{id}/submit', {
        params: { path: { id: 'x' } },
        body: { agreements: [] },
      }),
    ).catch((e: unknown) => e);
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
    await expect(dataOf(api.GET('/v1/api/user'))).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getSnapshot().user).toMatchObject({ banned: true, blockReason: 'Spam' });
  });

  it('forgets the user on a 401 and reports network failures as network_error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSessionUser(user);
    answer(401, { code: 'unauthenticated', message: 'no', requestId: 'r3' });
    await expect(dataOf(api.GET('/v1/api/user'))).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getSnapshot().user).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(dataOf(api.GET('/v1/health'))).rejects.toMatchObject({ code: 'network_error' });
  });

  it('leaves blank filters out of the query, joins lists and sends extra headers', async () => {
    answer(200, { items: [], nextCursor: null });
    const query = { q: '', cursor: undefined, limit: 20, sort: 'name' as const };
    await expect(dataOf(api.GET('/v1/artists', { params: { query } }))).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
    const sent = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(new URL(sent.url).search).toBe('?limit=20&sort=name');

    answer(200, { items: [], nextCursor: null });
    const status = ['submitted' as const, 'in_review' as const];
    await dataOf(api.GET('/v1/admin/releases', { params: { query: { status } } }));
    const review = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(new URL(review.url).searchParams.get('status')).toBe('submitted,in_review');

    answer(201, { id: 'w1' });
    await dataOf(
      api.POST('/v1/royalties/withdrawals', {
        body: { amount: '10.00' },
        headers: { 'Idempotency-Key': 'k1' },
      }),
    );
    const withdrawal = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(withdrawal.headers.get('Idempotency-Key')).toBe('k1');
  });

  it('lets an abort through as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('stop', 'AbortError'))),
    );
    await expect(dataOf(api.GET('/v1/health'))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
