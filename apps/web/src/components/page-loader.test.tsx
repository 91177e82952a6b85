// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { PageLoader } from './page-loader.tsx';

afterEach(cleanup);

describe('PageLoader', () => {
  it('says "Loading…" as text of a status, and passes axe', async () => {
    const { container } = await renderWithProviders(<PageLoader />);
    // A name on the spinner's span (no role) was an axe violation (aria-prohibited-attr) on
    // every lazy route while its code loaded.
    const { violations } = await axe.run(container);
    expect(violations.map((v) => v.id)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
