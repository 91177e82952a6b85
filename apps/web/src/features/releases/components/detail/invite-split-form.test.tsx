// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../../test/resize-observer.ts';
import { InviteSplitForm } from './invite-split-form.tsx';
import { stubFetch } from '../../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InviteSplitForm', () => {
  it('checks the fields as the API does and sends no empty optional field', async () => {
    stubResizeObserver();
    const bodies: unknown[] = [];
    stubFetch(
      vi.fn(async (_url: string | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return Response.json({ email: 'bo@example.com' }, { status: 201 });
      }),
    );
    await renderWithProviders(
      <InviteSplitForm releaseId="r1" tracks={[{ id: 't1', title: 'Duet' }]} />,
    );
    fireEvent.change(await screen.findByLabelText(/Collaborator's email/), {
      target: { value: 'not-an-address' },
    });
    fireEvent.change(screen.getByLabelText(/Share of the earnings/), {
      target: { value: '120' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findAllByText(/./, { selector: '.mantine-InputWrapper-error' }),
    ).toHaveLength(2);
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Collaborator's email/), {
      target: { value: 'Bo@Example.com' },
    });
    fireEvent.change(screen.getByLabelText(/Share of the earnings/), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(bodies).toEqual([{ email: 'Bo@Example.com', percent: 30 }]));
  });
});
