// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TakedownRow } from '@soundpost/contracts/review';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { TakedownsPage } from './takedowns-page.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

const row = (id: string, title: string, takedown: TakedownRow['takedown']): TakedownRow => ({
  id,
  title,
  artist: 'Ada',
  owner: { id: 'u1', name: 'Ada', plan: 'pro' },
  storeCount: 3,
  requestedAt: '2026-01-01T10:00:00.000Z',
  dueAt: '2026-01-03T10:00:00.000Z',
  overdue: false,
  takedown,
});

let posts: string[];
beforeEach(() => {
  posts = [];
  stubFetch(
    vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(new URL(input).pathname);
        return Response.json({ ok: true });
      }
      return Response.json({
        items: [
          row('r1', 'Night Drive', { sent: 0, acknowledged: 0 }),
          row('r2', 'Low Tide', { sent: 2, acknowledged: 1 }),
        ],
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('takedown queue', () => {
  it('shows a processed takedown as sent, waiting for its stores, with no button', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <TakedownsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Sent, waiting for 1 store')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Process the takedown of Low Tide' })).toBeNull();
  });

  it('asks before processing, and shows the takedown as sent afterwards', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <TakedownsPage />
      </MemoryRouter>,
    );
    const process = await screen.findByRole('button', {
      name: 'Process the takedown of Night Drive',
    });
    fireEvent.click(process);
    const dialog = await screen.findByRole('dialog', {
      name: 'Process the takedown of Night Drive?',
    });
    expect(dialog.textContent).toContain('3 stores chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([]);

    fireEvent.click(process);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the takedown' }));
    await waitFor(() => expect(posts).toEqual(['/v1/admin/releases/r1/takedown/process']));
    expect(await screen.findByText('Sent, waiting for the stores')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Process the takedown of Night Drive' }),
    ).toBeNull();
  });
});
