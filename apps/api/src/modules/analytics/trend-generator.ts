import { listeningSources, type TrendField } from '@soundpost/contracts/analytics';
import { addDays } from '@soundpost/contracts/analytics-periods';
import { countryCodes } from '@soundpost/contracts/countries';
import { trendTsv } from './trend-reader.ts';

/** A track of the catalogue that trend rows may name. */
export type GeneratedTrack = {
  trackId: string;
  releaseId: string;
  artistId: string;
  isrc: string;
};

/** One generated day of usage of one track on one store in one country (and its dimensions). */
export type GeneratedFact = {
  day: string;
  track: GeneratedTrack;
  storeId: string;
  country: string;
  city: string;
  source: string;
  playlistId: string;
  playlistName: string;
  ageBand: string;
  gender: string;
  streams: number;
  downloads: number;
  listeners: number;
  saves: number;
  playlistAdds: number;
};

/** A small seeded generator (mulberry32): the same seed, the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks among `items` with Zipf weights 1/rank^s: a few take most, a long tail the rest. */
function zipf<T>(items: readonly T[], s: number, next: () => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= items.length; rank++) cumulative.push((total += 1 / rank ** s));
  return () => {
    const x = next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

// Listening leans on the largest markets first: these lead, the rest of the world follows.
const leading = ['US', 'BR', 'MX', 'TR', 'GB', 'DE', 'ES', 'PT', 'FR', 'AR', 'CO', 'IN', 'JP'];
const countries = [...leading, ...countryCodes.filter((c) => !leading.includes(c))];
const cities: Record<string, string[]> = {
  US: ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Atlanta'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Salvador'],
  MX: ['Mexico City', 'Guadalajara', 'Monterrey'],
  TR: ['Istanbul', 'Ankara', 'İzmir', 'Bursa'],
  GB: ['London', 'Manchester', 'Birmingham'],
  DE: ['Berlin', 'Hamburg', 'Munich'],
  ES: ['Madrid', 'Barcelona', 'Valencia'],
  PT: ['Lisbon', 'Porto'],
  FR: ['Paris', 'Lyon', 'Marseille'],
};
const ageBands = ['18-24', '25-34', '35-44', '45-54', '55+'];
const genders = ['female', 'male', 'non_binary'];
const playlists = [
  ['pl-fresh-finds', 'Fresh Finds'],
  ['pl-chill-mix', 'Chill Mix'],
  ['pl-late-night', 'Late Night Drive'],
  ['pl-indie-rise', 'Indie Rise'],
  ['pl-workout', 'Workout Energy'],
] as const;
// Weekends listen more: Monday … Sunday.
const weekdayWeights = [0.9, 0.92, 0.95, 1, 1.08, 1.2, 1.15];

/** A generated fact's cells, by the trend TSV's fields (no UPC: its lines match by ISRC). */
const cellsOf = (f: GeneratedFact): Record<Exclude<TrendField, 'upc'>, string | number> => ({
  date: f.day,
  store: f.storeId,
  country: f.country,
  isrc: f.track.isrc,
  streams: f.streams,
  downloads: f.downloads,
  listeners: f.listeners,
  saves: f.saves,
  playlistAdds: f.playlistAdds,
  city: f.city,
  source: f.source,
  playlistId: f.playlistId,
  playlistName: f.playlistName,
  ageBand: f.ageBand,
  gender: f.gender,
});

const written = (Object.keys(trendTsv.columns) as TrendField[]).filter(
  (field): field is Exclude<TrendField, 'upc'> => field !== 'upc',
);

/** The header of a Soundpost trend TSV of generated facts (README, "Trend reports"). */
export const trendTsvColumns = written.map((field) => trendTsv.columns[field]!);

/** A generated fact as a line of that TSV (no line break). */
export const trendTsvLine = (f: GeneratedFact) => {
  const cells = cellsOf(f);
  return written.map((field) => cells[field]).join('\t');
};

/**
 * Realistic trend data (decision 041), for the demo, the tests and the bench: `rowsPerDay` rows
 * a day on average, Zipf over tracks, countries and cities, a long tail across stores, weekly
 * seasonality and slow growth over the days. With `dimensions`, rows also carry a city, a
 * source (a playlist's id and name when it is one), an age band and a gender, as a store's
 * detailed report would.
 */
export function* generateTrends(opts: {
  tracks: readonly GeneratedTrack[];
  stores: readonly string[];
  from: string;
  days: number;
  rowsPerDay: number;
  seed?: number;
  dimensions?: boolean;
}): Generator<GeneratedFact> {
  const next = random(opts.seed ?? 1);
  const track = zipf(opts.tracks, 0.9, next);
  const store = zipf(opts.stores, 1.3, next);
  const country = zipf(countries, 1.1, next);
  const source = zipf(listeningSources, 0.8, next);
  const playlist = zipf(playlists, 1, next);
  const age = zipf(ageBands, 0.6, next);
  for (let d = 0; d < opts.days; d++) {
    const day = addDays(opts.from, d);
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const growth = 0.6 + (0.8 * d) / Math.max(1, opts.days);
    const rows = Math.round(opts.rowsPerDay * weekdayWeights[weekday]! * growth);
    for (let i = 0; i < rows; i++) {
      const streams = 1 + Math.floor(-Math.log(1 - next()) * 40);
      const cc = country();
      const from = opts.dimensions ? source() : '';
      const list = from === 'playlist' ? playlist() : null;
      const local = opts.dimensions ? cities[cc] : undefined;
      yield {
        day,
        track: track(),
        storeId: store(),
        country: cc,
        city: local ? local[Math.floor(next() ** 2 * local.length)]! : '',
        source: from,
        playlistId: list?.[0] ?? '',
        playlistName: list?.[1] ?? '',
        ageBand: opts.dimensions ? age() : '',
        gender: opts.dimensions ? genders[Math.floor(next() * 2.04)]! : '',
        streams,
        downloads: next() < 0.05 ? 1 : 0,
        listeners: Math.max(1, Math.round(streams * (0.55 + next() * 0.3))),
        saves: Math.floor(streams * next() * 0.08),
        playlistAdds: Math.floor(streams * next() * 0.02),
      };
    }
  }
}
