// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Delivery } from '@soundpost/contracts/delivery';
import { setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { testUser } from '../../../test/user.ts';
import { ReleaseDeliveries } from './release-deliveries.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

const delivery: Delivery = {
  id: 'd1',
  storeId: 'spotify',
  storeName: 'Spotify',
  kind: 'new',
  version: 1,
  messageId: 'm1',
  batchId: '20270301100000000_m1',
  state: 'acknowledged',
  attempts: 1,
  lastError: null,
  storeLink: 'https://open.spotify.com/search/123',
  storeLinkSetManually: false,
  deliveredAt: '2027-03-01T10:00:00.000Z',
  acknowledgedAt: '2027-03-01T11:00:00.000Z',
  confirmedManually: false,
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T11:00:00.000Z',
};

/** The API as the page sees it: the delivery list, and the link route answering the update. */
function stubApi() {
  const fetch = vi.fn(async (url: string | URL, init?: RequestInit) =>
    init?.method === 'PUT'
      ? Response.json({ ...delivery, ...JSON.parse(String(init.body)), storeLinkSetManually: true })
      : Response.json({ items: [delivery] }),
  );
  stubFetch(fetch);
  return fetch;
}

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReleaseDeliveries', () => {
  it("lets an admin set the store's real link, refusing an address that is not https", async () => {
    setSessionUser({ ...testUser, role: 'admin' });
    const fetch = stubApi();
    await renderWithProviders(<ReleaseDeliveries releaseId="r1" />);
    expect(
      (await screen.findByRole('link', { name: 'Open the release on Spotify' })).textContent,
    ).toBe('Search link (template)');
    fireEvent.click(screen.getByRole('button', { name: "Set the release's link on Spotify" }));
    const input = await screen.findByRole('textbox', { name: /Store link/ });
    fireEvent.change(input, { target: { value: 'http://open.spotify.com/album/1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(
      await screen.findByText('Store link must be a secure web address starting with https://'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(input, { target: { value: 'https://open.spotify.com/album/1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(fetch.mock.calls.find(([, init]) => init?.method === 'PUT')).toBeTruthy(),
    );
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toContain('/v1/admin/deliveries/d1/link');
    expect(JSON.parse(String(init!.body))).toEqual({ url: 'https://open.spotify.com/album/1' });
  });

  it('shows a reviewer the link without the action', async () => {
    setSessionUser({ ...testUser, role: 'reviewer' });
    stubApi();
    await renderWithProviders(<ReleaseDeliveries releaseId="r1" />);
    await screen.findByRole('link', { name: 'Open the release on Spotify' });
    expect(screen.queryByRole('button', { name: "Set the release's link on Spotify" })).toBeNull();
  });

  it('lays each delivery out as a card with its state and every action, no table to scroll', async () => {
    setSessionUser({ ...testUser, role: 'admin' });
    stubFetch(
      vi.fn(async () =>
        Response.json({ items: [{ ...delivery, state: 'error', lastError: 'Store said no' }] }),
      ),
    );
    await renderWithProviders(<ReleaseDeliveries releaseId="r1" />, 'tr');
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.textContent).toContain('Store said no');
    for (const name of [
      'Spotify teslimatını yeniden dene',
      'Spotify mağazasının yayını aldığını elle onayla',
      'Yayının Spotify bağlantısını ekle',
    ]) {
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    }
  });
});
