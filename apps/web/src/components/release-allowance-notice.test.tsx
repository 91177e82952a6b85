// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ReleaseAllowanceNotice } from './release-allowance-notice.tsx';

const resetsAt = '2027-06-01T00:00:00.000Z';

describe('ReleaseAllowanceNotice', () => {
  afterEach(cleanup);

  it('shows the releases used this month and the way to more', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <ReleaseAllowanceNotice allowance={{ used: 1, limit: 2, resetsAt }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Free plan: 1 of 2 releases used this month.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe(
      '/upgrade?from=release_allowance',
    );
  });

  it('says clearly when the month is used up', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <ReleaseAllowanceNotice allowance={{ used: 2, limit: 2, resetsAt }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain("This month's releases are used up");
  });

  it('shows nothing on a plan without a limit', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <ReleaseAllowanceNotice allowance={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
