// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { AuditEntryItem } from './audit-entry-item.tsx';

afterEach(cleanup);

describe('AuditEntryItem', () => {
  it('says which invoice a refund gave back, with its amount', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <AuditEntryItem
          entry={{
            id: 'a1',
            action: 'subscription_refunded',
            actor: { _id: 'u1', name: 'Admin', username: 'admin' },
            actorId: 'u1',
            target: { _id: 'u2', name: 'Artist', username: 'artist' },
            targetId: 'u2',
            data: { invoice: 'SP-2026-000007', amountMinor: 4999, currency: 'USD' },
            ip: null,
            userAgent: null,
            createdAt: '2026-03-01T10:00:00.000Z',
          }}
          onActor={() => {}}
          onTarget={() => {}}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Invoice SP-2026-000007: $49.99 refunded')).toBeTruthy();
    expect(screen.getByText('Refunded a subscription payment')).toBeTruthy();
  });
});
