// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ToolQuotasSection } from './tool-quotas-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quota = (plan: string, monthlyAllowance: number | null) => ({
  plan,
  tool: 'lyrics',
  monthlyAllowance,
  updatedAt: '2000-01-01T00:00:00.000Z',
  updatedBy: null,
});
const list = { items: [quota('lite', 5), quota('artist', null), quota('pro', null)] };

describe('tool quotas section', () => {
  it('shows each plan’s allowance and saves one as a number or as unlimited', async () => {
    const fetch = stubFetch(
      vi.fn(async (url: string, init: { method: string; body?: string }) =>
        init.method === 'PUT'
          ? Response.json({ ...quota('lite', 12), updatedBy: 'a' })
          : Response.json(list),
      ),
    );
    await renderWithProviders(<ToolQuotasSection />);
    const free = await screen.findByLabelText('Lyrics: Free plan, per month');
    expect((free as HTMLInputElement).value).toBe('5');
    expect(
      (screen.getByLabelText('Lyrics: Artist plan, per month') as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.change(free, { target: { value: '12' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toMatch(/\/v1\/admin\/tool-quotas\/lite\/lyrics$/);
    expect(JSON.parse(init.body!)).toEqual({ monthlyAllowance: 12 });

    fireEvent.click(screen.getAllByLabelText('Unlimited')[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(JSON.parse(fetch.mock.calls[2]![1].body!)).toEqual({ monthlyAllowance: null });
  });
});
