// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Split } from '@soundpost/contracts/splits';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { EditSplitDialog, recoupField, toTerms } from './edit-split-dialog.tsx';
import { stubFetch } from '../../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const split = (status: Split['status']): Split => ({
  id: 's1',
  releaseId: 'r1',
  track: null,
  email: 'bea@example.com',
  collaborator: null,
  percent: 30,
  recoupAmount: '100.50000000',
  recouped: '0.00000000',
  status,
  invitedAt: '2027-03-01T10:00:00.000Z',
  expiresAt: '2027-03-15T10:00:00.000Z',
  acceptedAt: null,
});

describe('EditSplitDialog', () => {
  it('turns the API amount into dollars and cents, and an empty recoupment into none', () => {
    expect(recoupField('100.50000000')).toBe('100.50');
    expect(recoupField('7.00000000')).toBe('7.00');
    expect(recoupField('0.00000000')).toBe('');
    expect(toTerms({ percent: '', recoupAmount: ' ' })).toEqual({
      percent: Number.NaN,
      recoupAmount: '0',
    });
  });

  it('says that costs already paid back count towards the new terms', async () => {
    const accepted = { ...split('accepted'), recouped: '40.25000000' };
    await renderWithProviders(<EditSplitDialog split={accepted} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/\$40\.25 of the costs has already been paid back/),
    ).toBeTruthy();
  });

  it('warns that an accepted split ends and is offered again, and sends the new terms', async () => {
    const fetch = vi.fn(async () => Response.json({ ...split('pending'), percent: 40 }));
    stubFetch(fetch);
    const onClose = vi.fn();
    await renderWithProviders(<EditSplitDialog split={split('accepted')} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the split of bea@example.com',
    });
    expect(
      within(dialog).getByText(/the split ends now and bea@example.com is invited/),
    ).toBeTruthy();
    const percent = within(dialog).getByLabelText(/Share of the earnings/);
    fireEvent.change(percent, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the new terms' }));
    await vi.waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(percent, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the new terms' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v1\/releases\/r1\/splits\/s1$/);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ percent: 40, recoupAmount: '100.50' });
  });

  it('says a pending invitation is sent again with 14 new days', async () => {
    await renderWithProviders(<EditSplitDialog split={split('pending')} onClose={() => {}} />);
    expect(await screen.findByText(/sent again with these terms and 14 new days/)).toBeTruthy();
  });
});
