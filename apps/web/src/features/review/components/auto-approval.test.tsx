// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { AutoApprovalSectionCard } from './auto-approval-settings.tsx';
import { AutoApprovalSummary } from './auto-approval-summary.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = {
  distroLimit: 2,
  autoApprovalEnabled: false,
  autoApprovalHoldMinutes: 60,
  autoApprovalMinAccountAgeDays: 30,
  autoApprovalSpotCheckPercent: 10,
};

describe('auto-approval sections', () => {
  it('shows the summary figures, a dash without waits', async () => {
    stubFetch(
      vi.fn(async () =>
        Response.json({
          days: 30,
          autoApproved: 7,
          spotChecked: 1,
          humanReviewed: 0,
          waitMinutesMedian: null,
          waitMinutesP90: null,
        }),
      ),
    );
    await renderWithProviders(<AutoApprovalSummary />);
    expect(await screen.findByText('7')).toBeTruthy();
    expect(screen.getByText('Approved automatically')).toBeTruthy();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });

  it("writes both cards' waits in the same units, minutes under an hour", async () => {
    stubFetch(
      vi.fn(async (url: string | URL) =>
        Response.json(
          String(url).includes('auto-approvals')
            ? {
                days: 30,
                autoApproved: 0,
                spotChecked: 0,
                humanReviewed: 2,
                waitMinutesMedian: 150,
                waitMinutesP90: 3,
              }
            : { counts: {}, decided: { count: 2, medianHours: 0.1, p90Hours: 26.5 } },
        ),
      ),
    );
    await renderWithProviders(
      <>
        <AutoApprovalSummary />
        <ReviewSummary />
      </>,
    );
    expect(await screen.findByText('2 h 30 min')).toBeTruthy();
    expect(screen.getByText('3 min')).toBeTruthy();
    expect(await screen.findByText('6 min')).toBeTruthy();
    expect(screen.getByText('1 d 2 h')).toBeTruthy();
    expect(screen.queryByText('0 h')).toBeNull();
  });

  it('saves only the auto-approval fields', async () => {
    const fetch = vi.fn(async (_url: string | URL, init?: RequestInit) =>
      Response.json(
        init?.method === 'PATCH' ? { ...settings, autoApprovalEnabled: true } : settings,
      ),
    );
    stubFetch(fetch);
    await renderWithProviders(<AutoApprovalSectionCard />, 'pt');
    fireEvent.click(await screen.findByLabelText('Aprovar automaticamente os lançamentos limpos'));
    fireEvent.change(screen.getByLabelText('Amostra de verificação (%)'), {
      target: { value: '25' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [, init] = fetch.mock.calls[1]!;
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      autoApprovalEnabled: true,
      autoApprovalHoldMinutes: 60,
      autoApprovalMinAccountAgeDays: 30,
      autoApprovalSpotCheckPercent: 25,
    });
  });
});
