// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ReferralTiersSection } from './referral-tiers-section.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tier = {
  id: 'artist-month',
  position: 1,
  threshold: 3,
  rewardPlan: 'artist',
  rewardDays: 30,
  active: true,
};

describe('referral tiers section', () => {
  it('shows each tier and saves a change of threshold, days and state', async () => {
    const fetch = stubFetch(
      vi.fn(async (_url: string, init: { method: string; body?: string }) =>
        Response.json(init.method === 'PUT' ? tier : { items: [tier] }),
      ),
    );
    await renderWithProviders(<ReferralTiersSection />);
    const threshold = await screen.findByLabelText('Tier artist-month: referrals needed');
    expect((threshold as HTMLInputElement).value).toBe('3');
    fireEvent.change(threshold, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Tier artist-month: days given'), {
      target: { value: '14' },
    });
    fireEvent.click(screen.getByLabelText('Tier artist-month: active'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const put = () => fetch.mock.calls.find(([, init]) => init.method === 'PUT');
    await waitFor(() => expect(put()).toBeTruthy());
    const [url, init] = put()!;
    expect(url).toMatch(/\/v1\/admin\/referral-tiers\/artist-month$/);
    expect(JSON.parse(init.body!)).toEqual({
      position: 1,
      threshold: 5,
      rewardPlan: 'artist',
      rewardDays: 14,
      active: false,
    });
  });
});
