// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notify } from '../../../lib/notify.ts';
import { setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { testUser } from '../../../test/user.ts';
import { ReviewActions } from './review-actions.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const me = { ...testUser, _id: 'me', role: 'reviewer' as const };
const takenAt = '2027-03-01T10:00:00.000Z';

beforeEach(() => setSessionUser(me));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ReviewActions', () => {
  it('names the other reviewer who holds the release and keeps its decisions from me', async () => {
    await renderWithProviders(
      <ReviewActions
        review={{
          release: { id: 'r1', status: 'in_review' },
          holder: { id: 'grace', name: 'Grace', takenAt },
        }}
      />,
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'Grace is reviewing this release',
    );
    expect(screen.queryByRole('button', { name: 'Take into review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give back to the queue' })).toBeNull();
    for (const name of ['Approve', 'Reject', 'Reopen']) expect(button(name).disabled).toBe(true);
  });

  it('takes a waiting release into review through the API', async () => {
    const fetch = vi.fn(async (_url: string | URL, _init?: RequestInit) =>
      Response.json({ release: { id: 'r1', status: 'in_review' }, holder: null }),
    );
    stubFetch(fetch);
    await renderWithProviders(
      <ReviewActions review={{ release: { id: 'r1', status: 'submitted' }, holder: null }} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Take into review' }));
    expect(button('Approve').disabled).toBe(true);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]![0])).toContain('/v1/admin/releases/r1/take');
    expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
  });

  it('keeps a reject dialog opened while the take was on its way', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    stubFetch(fetch);
    await renderWithProviders(
      // Without transitions: a dialog told to close is gone at once.
      <MantineProvider env="test">
        <ReviewActions review={{ release: { id: 'r1', status: 'submitted' }, holder: null }} />
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Take into review' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    fireEvent.click(button('Reject'));
    await screen.findByRole('dialog', { name: 'Reject the release' });
    answer(Response.json({ release: { id: 'r1', status: 'in_review' }, holder: null }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        color: 'teal',
        message: 'The release is in your review.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Reject the release' })).toBeTruthy();
  });

  it('asks for a message before rejecting, in the interface language', async () => {
    const fetch = vi.fn();
    stubFetch(fetch);
    await renderWithProviders(
      <ReviewActions
        review={{
          release: { id: 'r1', status: 'in_review' },
          holder: { id: 'me', name: 'Ada', takenAt },
        }}
      />,
      'es',
    );
    await screen.findByRole('button', { name: 'Devolver a la cola' });
    fireEvent.click(button('Rechazar'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Rechazar')!,
    );
    expect(await screen.findByText('Escribe por qué se rechaza el lanzamiento.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
