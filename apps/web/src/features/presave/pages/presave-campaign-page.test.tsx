// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PresaveCampaignDetail } from '@soundpost/contracts/presave';
import type { Plan } from '@soundpost/contracts/users';
import { i18n, i18nReady } from '../../../lib/i18n.ts';
import { setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { testUser } from '../../../test/user.ts';
import { PresaveCampaignPage } from './presave-campaign-page.tsx';

const id = '0190b6a4-0000-7000-8000-0000000000cc';
const campaign: PresaveCampaignDetail = {
  id,
  releaseId: '0190b6a4-0000-7000-8000-0000000000dd',
  releaseTitle: 'Night Drive',
  artistName: 'Nova Lights',
  upc: '195000000017',
  releaseDate: '2026-12-29',
  startsOn: '2026-11-27',
  status: 'scheduled',
  url: 'http://localhost:3000/release/k3v9qa0000abcd',
  smartLinkUrl: null,
  subscribers: 2,
  subscriberList: [
    {
      service: 'spotify',
      country: 'BR',
      followers: 1200,
      subscribedAt: '2026-11-27T10:00:00.000Z',
      delivery: 'pending',
    },
    {
      service: 'email',
      country: null,
      followers: null,
      subscribedAt: '2026-11-29T08:00:00.000Z',
      delivery: 'pending',
    },
  ],
  perDay: [
    { day: '2026-11-27', subscribers: 1 },
    { day: '2026-11-28', subscribers: 0 },
    { day: '2026-11-29', subscribers: 1 },
  ],
};

const signedIn = (plan: Plan) =>
  setSessionUser({ ...testUser, subscription: { ...testUser.subscription, plan_name: plan } });

const answer = vi.fn(async (url: string) =>
  url.endsWith(`/v1/presave/${id}`)
    ? Response.json(campaign)
    : Response.json({ code: 'presave_not_found', message: 'x', requestId: 'r' }, { status: 404 }),
);
beforeEach(() => {
  answer.mockClear();
  stubResizeObserver();
  stubFetch(answer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (language = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/tools/presave/${id}`]}>
      <Routes>
        <Route path="/tools/presave/:id" element={<PresaveCampaignPage />} />
      </Routes>
    </MemoryRouter>,
    language,
  );

describe('the pre-save campaign page', () => {
  it('lists the subscribers by service, country and followers, and the chart’s numbers as a table', async () => {
    signedIn('artist');
    await render();
    expect(await screen.findByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(screen.getByRole('link', { name: campaign.url })).toBeTruthy();
    const [subscribers, perDay] = screen.getAllByRole('table');
    const rows = within(subscribers!).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Spotify', 'Brazil', '1,200', 'Nov 27, 2026', 'Waiting for release day']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['E-mail', 'Unknown', '–', 'Nov 29, 2026', 'Waiting for release day']);
    // The chart is hidden from assistive technology; its table says the same, days without none.
    expect(within(perDay!).getByText('Subscribers per day')).toBeTruthy();
    expect(within(perDay!).getAllByRole('row')).toHaveLength(3);
  });

  it('speaks Turkish in the formal address', async () => {
    signedIn('pro');
    await render('tr');
    expect(await screen.findByText('Ön kaydetme kampanyalarına dönün')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Takipçiler' })).toBeTruthy();
  });

  it('shows a free plan the upsell and asks the API nothing', async () => {
    signedIn('lite');
    await render();
    expect(
      await screen.findByRole('heading', { name: 'Pre-save is part of the paid plans' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /upgrade/i })).toBeTruthy();
    expect(answer.mock.calls.some(([url]) => url.includes('/v1/presave'))).toBe(false);
  });

  it('says so when the campaign is not the artist’s', async () => {
    signedIn('artist');
    // The router loads a page's catalogs before it; here the error's one is loaded by hand.
    await i18nReady;
    await i18n.loadNamespaces('errors');
    await renderWithProviders(
      <MemoryRouter initialEntries={['/tools/presave/other']}>
        <Routes>
          <Route path="/tools/presave/:id" element={<PresaveCampaignPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This pre-save campaign was not found.',
    );
  });
});
