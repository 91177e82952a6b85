// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReferralOverview } from '@soundpost/contracts/referrals';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ReferralProgramPage } from './referral-program-page.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview: ReferralOverview = {
  code: 'abc234defg',
  link: 'https://soundpost.example/?ref=abc234defg',
  signedUp: 4,
  counted: 3,
  tiers: [
    {
      id: 'artist-month',
      threshold: 3,
      rewardPlan: 'artist',
      rewardDays: 30,
      counted: 3,
      status: 'completed',
      rewardedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'pro-month',
      threshold: 10,
      rewardPlan: 'pro',
      rewardDays: 30,
      counted: 3,
      status: 'in_progress',
      rewardedAt: null,
    },
  ],
};

const render = (language = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <ReferralProgramPage />
    </MemoryRouter>,
    language,
  );

describe('the referral program page', () => {
  it('shows the code, the link to copy and share, and each tier in progress or completed', async () => {
    stubFetch(vi.fn(async () => Response.json(overview)));
    await render();
    expect((await screen.findByTestId('referral-code')).textContent).toBe('abc234defg');
    expect((screen.getByLabelText('Link to share') as HTMLInputElement).value).toBe(overview.link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const share = screen.getByRole('group', { name: 'Share on' });
    const whatsapp = within(share).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(overview.link));
    expect(screen.getByText('4 artists signed up with your link')).toBeTruthy();

    const done = screen.getByTestId('referral-tier-artist-month');
    expect(within(done).getByText('30 days of Artist')).toBeTruthy();
    expect(within(done).getByText('Completed')).toBeTruthy();
    expect(within(done).getByText('3 of 3 referrals')).toBeTruthy();
    expect(within(done).getByText(/Granted on/)).toBeTruthy();

    const next = screen.getByTestId('referral-tier-pro-month');
    expect(within(next).getByText('In progress')).toBeTruthy();
    expect(within(next).getByText('3 of 10 referrals')).toBeTruthy();
    const bar = within(next).getByRole('progressbar', { name: 'Progress towards 30 days of Pro' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
  });

  it('speaks the interface language', async () => {
    stubFetch(vi.fn(async () => Response.json(overview)));
    await render('es');
    expect(await screen.findByRole('heading', { name: 'Programa de referidos' })).toBeTruthy();
    expect(await screen.findByText('3 de 10 referidos')).toBeTruthy();
  });

  it('says so when the programme cannot be loaded', async () => {
    stubFetch(
      vi.fn(async () =>
        Response.json({ code: 'forbidden', message: 'x', requestId: 'r' }, { status: 403 }),
      ),
    );
    await render();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
