import type { ReleaseDetail } from '@soundpost/contracts/releases';
import type { Track } from '@soundpost/contracts/tracks';

/** A draft track as the API answers it, empty unless `extra` fills it. */
export function trackFixture(extra: Partial<Track> = {}): Track {
  return {
    id: 't1',
    position: 1,
    title: null,
    trackArtist: null,
    featuredArtists: [],
    audio: null,
    isrc: null,
    isrcIsCustom: false,
    language: null,
    genre: null,
    explicit: false,
    hasLyrics: false,
    lyrics: null,
    versionType: 'original',
    composerName: null,
    composerUri: null,
    introOutro: false,
    performers: [],
    contributors: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

/** A draft release at the tracks step, with one empty track unless `extra` says otherwise. */
export function releaseFixture(extra: Partial<ReleaseDetail> = {}): ReleaseDetail {
  return {
    id: 'r1',
    status: 'draft',
    referenceId: null,
    title: 'Neon Tides',
    artist: { id: 'a1', name: 'Nova' },
    releaseType: 'single',
    language: 'en',
    primaryGenre: 'pop',
    secondaryGenre: null,
    recordLabel: null,
    upc: null,
    upcIsCustom: false,
    artwork: null,
    storeIds: ['spotify'],
    releaseDate: null,
    liveDate: null,
    schedule: 'standard',
    presaveEnabled: false,
    presaveDate: null,
    reopening: null,
    submittedAt: null,
    wizardStep: 'tracks',
    editable: true,
    tracks: [trackFixture()],
    timeline: [],
    activity: [],
    takedown: { allowed: false, daysRemaining: 0 },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}
