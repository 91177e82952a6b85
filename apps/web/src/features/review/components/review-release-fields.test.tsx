// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { ReviewRelease } from '../api/review-release.ts';
import { ReviewReleaseFields } from './review-release-fields.tsx';

afterEach(cleanup);

const review = {
  release: {
    title: 'Neon Tides',
    artist: { id: 'a1', name: 'Nova' },
    releaseType: 'single',
    referenceId: 'SP-1',
    upc: null,
    upcIsCustom: false,
    recordLabel: null,
    language: 'es',
    primaryGenre: 'pop',
    secondaryGenre: null,
    releaseDate: '2027-06-10',
    liveDate: '2027-06-09',
    schedule: 'standard',
    presaveEnabled: true,
    presaveDate: '2027-06-01',
    storeIds: ['spotify'],
    submittedAt: '2027-05-14T10:00:00.000Z',
    status: 'in_review',
    reopening: null,
  },
  owner: {
    name: 'Ada',
    email: 'ada@example.com',
    plan: 'artist',
    createdAt: '2027-01-01T10:00:00.000Z',
    emailVerified: true,
    freeze: false,
  },
} as unknown as ReviewRelease;

describe('ReviewReleaseFields', () => {
  it('shows the release, live and pre-save dates in the interface language, not as ISO text', async () => {
    await i18n.loadNamespaces(['review', 'releases', 'admin', 'artists', 'wizard']);
    await renderWithProviders(<ReviewReleaseFields review={review} />, 'es');
    expect(await screen.findByText('10 jun 2027')).toBeTruthy();
    expect(screen.getByText('9 jun 2027')).toBeTruthy();
    expect(screen.getByText('1 jun 2027')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
