import type { ReleaseType } from '@soundpost/contracts/catalog';
import type { ArtistInput } from '@soundpost/contracts/artists';

/** The demo label's artists (the label owns them all, as a pro account may). */
export const demoArtists = [
  {
    name: 'Nova Lines',
    type: 'solo',
    mainGenre: 'electronic',
    subgenre: 'Melodic House',
    country: 'TR',
    bio: 'Late-night electronic music from Istanbul.',
  },
  {
    name: 'Marisol Vega',
    type: 'solo',
    mainGenre: 'pop',
    subgenre: 'Latin Pop',
    country: 'ES',
    bio: 'Songs from the Valencian coast.',
  },
  {
    name: 'The Paper Foxes',
    type: 'band',
    mainGenre: 'rock',
    subgenre: 'Indie Rock',
    country: 'GB',
    bio: 'A four-piece from Manchester.',
  },
  {
    name: 'Kofi Mensah',
    type: 'solo',
    mainGenre: 'jazz',
    subgenre: 'Afro Jazz',
    country: 'GH',
    bio: 'Saxophone and highlife rhythms.',
  },
] as const satisfies readonly ArtistInput[];

/**
 * Where a demo release ends up, and the way it gets there (each step is a real transition):
 * `live` and the ones after it went to the stores; `removed` was live until its takedown.
 */
export type DemoOutcome =
  | 'draft'
  | 'expired'
  | 'submitted'
  | 'in_review'
  | 'reopened'
  | 'rejected'
  | 'approved'
  | 'in_process'
  | 'published'
  | 'live'
  | 'takedown_requested'
  | 'removed';

export type DemoRelease = {
  title: string;
  /** Index into demoArtists. */
  artist: number;
  type: ReleaseType;
  tracks: string[];
  outcome: DemoOutcome;
  /** The release date, in days from today (negative: in the past). */
  releaseDay: number;
  /** The release whose tracks the demo collaborator has a share of. */
  split?: boolean;
};

/**
 * Fifteen releases, one or more in every status the lifecycle reaches (decision 019). Live ones
 * have a year of trends and royalties from their release date on.
 */
export const demoReleases: readonly DemoRelease[] = [
  {
    title: 'Night Transit',
    artist: 0,
    type: 'album',
    tracks: ['Bosphorus at 2 AM', 'Ferry Lights', 'Karaköy', 'Last Train Home'],
    outcome: 'live',
    releaseDay: -358,
  },
  {
    title: 'First Light',
    artist: 0,
    type: 'single',
    tracks: ['First Light'],
    outcome: 'removed',
    releaseDay: -330,
  },
  {
    title: 'Luz de Agosto',
    artist: 1,
    type: 'single',
    tracks: ['Luz de Agosto'],
    outcome: 'live',
    releaseDay: -300,
  },
  {
    title: 'Paper Skies',
    artist: 2,
    type: 'ep',
    tracks: ['Paper Skies', 'Northern Quarter', 'Rain on Oldham Street'],
    outcome: 'live',
    releaseDay: -240,
    split: true,
  },
  {
    title: 'Summer Cut',
    artist: 1,
    type: 'single',
    tracks: ['Summer Cut'],
    outcome: 'takedown_requested',
    releaseDay: -200,
  },
  {
    title: 'Blue Harmattan',
    artist: 3,
    type: 'single',
    tracks: ['Blue Harmattan', 'Harmattan (Reprise)'],
    outcome: 'live',
    releaseDay: -150,
  },
  {
    title: 'Sketches',
    artist: 3,
    type: 'single',
    tracks: ['Sketch No. 1'],
    outcome: 'expired',
    releaseDay: -45,
  },
  {
    title: 'Afterglow',
    artist: 0,
    type: 'single',
    tracks: ['Afterglow'],
    outcome: 'published',
    releaseDay: 25,
  },
  {
    title: 'Mar Adentro',
    artist: 1,
    type: 'single',
    tracks: ['Mar Adentro'],
    outcome: 'in_process',
    releaseDay: 28,
  },
  {
    title: 'Accra Nights',
    artist: 3,
    type: 'single',
    tracks: ['Accra Nights'],
    outcome: 'approved',
    releaseDay: 30,
  },
  {
    title: 'Static Bloom',
    artist: 2,
    type: 'single',
    tracks: ['Static Bloom'],
    outcome: 'in_review',
    releaseDay: 33,
  },
  {
    title: 'Signal Fire',
    artist: 0,
    type: 'single',
    tracks: ['Signal Fire'],
    outcome: 'submitted',
    releaseDay: 36,
  },
  {
    title: 'Old Town',
    artist: 3,
    type: 'single',
    tracks: ['Old Town'],
    outcome: 'reopened',
    releaseDay: 40,
  },
  {
    title: 'Borrowed Tune',
    artist: 2,
    type: 'single',
    tracks: ['Borrowed Tune'],
    outcome: 'rejected',
    releaseDay: 45,
  },
  {
    title: 'Untitled Demo',
    artist: 1,
    type: 'single',
    tracks: [],
    outcome: 'draft',
    releaseDay: 60,
  },
];

/** The stores the demo releases go to, and their share of listening (most first). */
export const demoStores = [
  'spotify',
  'apple-music',
  'youtube-music',
  'amazon-music',
  'deezer',
  'tidal',
  'soundcloud',
  'audiomack',
  'pandora',
  'tiktok',
  'itunes',
  'napster',
  'qobuz',
];
