// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { plans, type Plan } from '@soundpost/contracts/users';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { PlanAction } from './plan-action.tsx';

/** One action per plan, each in a box named like the upgrade page's plan cards. */
function Cards({ current, from }: { current: Plan | null; from: string | null }) {
  return plans.map((plan) => (
    <div key={plan} data-plan={plan}>
      <PlanAction plan={plan} current={current} from={from} />
    </div>
  ));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanAction', () => {
  it('starts the checkout with the source: a new plan, then an upgrade', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ id: 'c1', url: '/billing/sandbox/c1' }, { status: 201 }),
    );
    stubFetch(fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await renderWithProviders(
      <MemoryRouter>
        <Cards current="lite" from="v3_navbar" />
      </MemoryRouter>,
    );
    await screen.findAllByText('Your plan');
    const artist = within(document.querySelector('[data-plan="artist"]')! as HTMLElement);
    fireEvent.click(artist.getByRole('button', { name: 'Choose Artist' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/sandbox/c1'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v1\/billing\/checkout$/);
    expect(JSON.parse(String(init.body))).toEqual({ plan: 'artist', from: 'v3_navbar' });
    const free = within(document.querySelector('[data-plan="lite"]')! as HTMLElement);
    free.getByText('Your plan');
    expect(free.queryByRole('link')).toBeNull();
  });

  it('offers an Artist subscriber the upgrade to Pro and nothing lower', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <Cards current="artist" from={null} />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Upgrade to Pro (Advanced)' });
    const free = within(document.querySelector('[data-plan="lite"]')! as HTMLElement);
    expect(free.queryByRole('button')).toBeNull();
    expect(free.queryByRole('link')).toBeNull();
  });
});
