// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Table } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { AdminCard } from './admin-card-list.tsx';
import { AdminListPage } from './admin-list-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen `width` px wide, as matchMedia answers (min-width) queries in em of 16 px. */
function screenOf(width: number) {
  // jsdom has no ResizeObserver; the table's scroll container only listens for resizes.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) * 16 : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

async function show() {
  await renderWithProviders(
    <MemoryRouter>
      <AdminListPage
        titleId="things-title"
        title="Things"
        subtitle="All the things"
        search={{ label: 'Search things', value: '', onChange: () => {} }}
        query={{ isPending: false, isError: false, error: null }}
        isEmpty={false}
        emptyText="No things"
        head={<Table.Th>Thing</Table.Th>}
        cards={() => <AdminCard head="Thing one (card)" />}
      >
        <Table.Tr>
          <Table.Td>Thing one (row)</Table.Td>
        </Table.Tr>
      </AdminListPage>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Things' });
}

describe('AdminListPage', () => {
  it('shows a table, labelled by its heading, on a wide screen', async () => {
    screenOf(1024);
    await show();
    expect(screen.getByRole('table', { name: 'Things' }).textContent).toContain('Thing one (row)');
    expect(screen.queryByText('Thing one (card)')).toBeNull();
  });

  it("shows a card for each row below the `sm` breakpoint (48em), with the table's name", async () => {
    screenOf(375);
    await show();
    const list = screen.getByRole('list', { name: 'Things' });
    expect(list.textContent).toBe('Thing one (card)');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
