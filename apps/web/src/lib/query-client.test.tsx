// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { testUser } from '../test/user.ts';
import { queryClient } from './query-client.ts';
import { endSession, setSessionUser } from './session-store.ts';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

/** A fetch the test answers itself, one call at a time. */
function deferredFetches() {
  const answers: ((value: string) => void)[] = [];
  const fetch = () => new Promise<string>((resolve) => answers.push(resolve));
  return { fetch, answer: (n: number, value: string) => answers[n]!(value) };
}

function Plan({ fetch }: { fetch: () => Promise<string> }) {
  const plan = useQuery({ queryKey: ['billing', 'subscription'], queryFn: fetch });
  return <p>{plan.isPending ? 'loading' : plan.data}</p>;
}

describe('the query cache when the account changes', () => {
  it('asks again for what a page shows when another account signs in during its fetch', async () => {
    setSessionUser({ ...testUser, _id: 'admin' });
    const { fetch, answer } = deferredFetches();
    render(
      <QueryClientProvider client={queryClient}>
        <Plan fetch={fetch} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    // The session check answers with another account while the page's fetch is in flight.
    setSessionUser(testUser);
    answer(0, 'the admin’s answer');
    answer(1, 'Free');
    // Before: the query was removed under the page, which stayed on "loading" for good.
    expect(await screen.findByText('Free')).toBeTruthy();
    expect(screen.queryByText('the admin’s answer')).toBeNull();
  });

  it('drops the account’s data at sign-out', async () => {
    setSessionUser(testUser);
    await queryClient.fetchQuery({
      queryKey: ['billing', 'subscription'],
      queryFn: () => 'Artist',
    });
    await queryClient.fetchQuery({ queryKey: ['auth', 'providers'], queryFn: () => ['google'] });
    endSession();
    expect(queryClient.getQueryData(['billing', 'subscription'])).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'providers'])).toEqual(['google']);
  });
});
