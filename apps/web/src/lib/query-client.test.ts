// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import type { User } from '@soundpost/contracts/users';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client.ts';
import { endSession, setSessionUser } from './session-store.ts';

const user = (id: string) => ({ _id: id, name: id, freeze: false, banned: false }) as User;

/** A mounted page's query whose request takes a moment; `answers` counts what it fetched. */
function openPage() {
  let answers = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: ['subscription'],
    queryFn: () => new Promise<number>((resolve) => setTimeout(() => resolve(++answers), 20)),
  });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

describe('the query cache when the account changes', () => {
  afterEach(() => {
    endSession();
    queryClient.clear();
  });

  it("refetches an open page's data for the new account, even mid-request", async () => {
    setSessionUser(user('admin'));
    const { observer, unsubscribe } = openPage();
    await new Promise((r) => setTimeout(r, 5));
    setSessionUser(user('artist'));
    await expect.poll(() => observer.getCurrentResult().status).toBe('success');
    // The answer of the request started for the previous account is not shown.
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });

  it("drops every account's data at sign-out", async () => {
    setSessionUser(user('artist'));
    const { observer, unsubscribe } = openPage();
    await expect.poll(() => observer.getCurrentResult().status).toBe('success');
    unsubscribe();
    queryClient.setQueryData(['auth', 'providers'], ['google']);
    endSession();
    expect(queryClient.getQueryData(['subscription'])).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'providers'])).toEqual(['google']);
  });
});
