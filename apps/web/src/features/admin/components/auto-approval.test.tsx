// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { AutoApprovalSectionCard } from './auto-approval-settings.tsx';
import { AutoApprovalSummary } from './auto-approval-summary.tsx';

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
    vi.stubGlobal(
      'fetch',
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

  it('saves only the auto-approval fields', async () => {
    const fetch = vi.fn(async (_url: string | URL, init?: RequestInit) =>
      Response.json(
        init?.method === 'PATCH' ? { ...settings, autoApprovalEnabled: true } : settings,
      ),
    );
    vi.stubGlobal('fetch', fetch);
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
