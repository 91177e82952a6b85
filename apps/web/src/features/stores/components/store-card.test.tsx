// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { AdminStore } from '../api/store-list.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { StoreCard } from './store-card.tsx';

const spotify: AdminStore = {
  id: 'spotify',
  name: 'Spotify',
  category: 'streaming',
  enabled: true,
  major: false,
  premiumOnly: false,
  partyId: 'PADPIDAXSPOTIFY',
  partyIdIsPlaceholder: true,
  linkTemplate: null,
  transport: 'sftp',
  transportSettings: {},
  secretsSet: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

afterEach(cleanup);

/** Renders the card and waits for its translations (the namespace loads lazily). */
async function show(busyId: string | null = null) {
  const actions = { onToggle: vi.fn(), onEdit: vi.fn(), busyId };
  await renderWithProviders(<StoreCard store={spotify} actions={actions} />);
  await screen.findByRole('button', { name: 'Edit Spotify' });
  return actions;
}

const flag = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('StoreCard', () => {
  it('shows each switch with the store in its name, its party id and its transport', async () => {
    await show();
    expect(flag('Spotify enabled').checked).toBe(true);
    expect(flag('Spotify is a major store').checked).toBe(false);
    expect(flag('Spotify for paid plans only').checked).toBe(false);
    // The flags' names are written beside the switches, not only in their labels.
    expect(screen.getByText('Paid plans only')).toBeTruthy();
    expect(screen.getByText('PADPIDAXSPOTIFY')).toBeTruthy();
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.getByText('SFTP')).toBeTruthy();
  });

  it('hands a switch and the edit button to the page', async () => {
    const actions = await show();
    fireEvent.click(flag('Spotify is a major store'));
    expect(actions.onToggle).toHaveBeenCalledWith(spotify, 'major', true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Spotify' }));
    expect(actions.onEdit).toHaveBeenCalledWith(spotify);
  });

  it('holds its switches while a change of the store is on its way', async () => {
    await show('spotify');
    for (const name of ['Spotify enabled', 'Spotify is a major store'])
      expect(flag(name).disabled).toBe(true);
  });
});
