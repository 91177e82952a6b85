import { z } from 'zod';
import { artistTypes, genres } from './catalog.ts';
import { countryCodes } from './countries.ts';
import { requiredString, v } from './validation.ts';

/** The streaming services whose artist profiles an artist can be linked to. */
export const streamingServices = ['spotify', 'apple_music'] as const;
export type StreamingService = (typeof streamingServices)[number];

/** Artist form messages that `validation` has no key for: each is an error code (`errors`). */
export const artistFieldErrors = {
  unknownArtistType: 'unknown_artist_type',
  unknownGenre: 'unknown_genre',
  unknownCountry: 'unknown_country',
  invalidWebsite: 'invalid_website',
  invalidSpotifyLink: 'invalid_spotify_link',
  invalidAppleMusicLink: 'invalid_apple_music_link',
  invalidStreamingLink: 'invalid_streaming_link',
} as const;
const e = artistFieldErrors;

export const streamingProfileSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('linked'),
    service: z.enum(streamingServices),
    id: z.string(),
    url: z.string(),
  }),
  z.object({ status: z.literal('to_be_created') }),
]);
export type StreamingProfile = z.infer<typeof streamingProfileSchema>;
export type LinkedProfile = Extract<StreamingProfile, { status: 'linked' }>;

export type ParsedStreamingLink =
  { ok: true; profile: LinkedProfile } | { ok: false; error: (typeof e)[keyof typeof e] };

const spotifyId = /^[0-9A-Za-z]{22}$/;
// Apple's artist ids are positive integers (today 6 to 10 digits).
const appleId = /^[1-9]\d{0,14}$/;
const linked = (service: StreamingService, id: string, url: string): LinkedProfile => ({
  status: 'linked',
  service,
  id,
  url,
});
const spotify = (id: string) => linked('spotify', id, `https://open.spotify.com/artist/${id}`);
const appleMusic = (id: string, storefront = 'us', slug?: string) =>
  linked(
    'apple_music',
    id,
    `https://music.apple.com/${storefront}/artist/${slug ? `${slug}/` : ''}${id}`,
  );

/** `/intl-de/artist/<id>` and `/artist/<id>`, with or without a trailing slash. */
function parseSpotifyPath(segments: string[]): LinkedProfile | undefined {
  const rest = /^intl-[a-z]{2}(-[a-z]{2})?$/i.test(segments[0] ?? '')
    ? segments.slice(1)
    : segments;
  const [kind, id, ...extra] = rest;
  return kind === 'artist' && id && spotifyId.test(id) && extra.length === 0
    ? spotify(id)
    : undefined;
}

/**
 * `/<storefront>/artist/<slug>/<id>`, the slug being optional; old iTunes links write the id
 * as `id<digits>`. (Path segments come percent-encoded from URL, so the slug is safe as is.)
 */
function parseApplePath(segments: string[]): LinkedProfile | undefined {
  const [storefront, kind, ...rest] = segments;
  if (!storefront || !/^[a-z]{2}$/i.test(storefront) || kind !== 'artist') return undefined;
  const id = rest.at(-1)?.replace(/^id(?=\d)/, '');
  const slug = rest.length === 2 ? rest[0] : undefined;
  if (!id || !appleId.test(id) || rest.length > 2) return undefined;
  return appleMusic(id, storefront.toLowerCase(), slug);
}

const appleMusicHosts = ['music.apple.com', 'geo.music.apple.com', 'itunes.apple.com'];

function parseUrl(text: string): URL | undefined {
  // People paste links without the scheme ("open.spotify.com/artist/…").
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

/**
 * Reads an artist profile link as people paste it: a Spotify artist URL (with an optional
 * `/intl-xx/` and query), a `spotify:artist:<id>` URI or a bare 22-character id, or an Apple
 * Music artist URL (`https://music.apple.com/<cc>/artist/<slug>/<id>`) or a bare numeric id.
 * `expected` rejects a valid link of the other service. The answer carries a canonical URL.
 */
export function parseStreamingProfile(
  input: string,
  expected?: StreamingService,
): ParsedStreamingLink {
  const text = input.trim();
  const result = ((): ParsedStreamingLink => {
    if (/^spotify:/i.test(text)) {
      const id = /^spotify:artist:([0-9A-Za-z]{22})$/i.exec(text)?.[1];
      return id ? { ok: true, profile: spotify(id) } : { ok: false, error: e.invalidSpotifyLink };
    }
    if (spotifyId.test(text)) return { ok: true, profile: spotify(text) };
    if (appleId.test(text)) return { ok: true, profile: appleMusic(text) };
    const url = parseUrl(text);
    const host = url?.hostname.toLowerCase() ?? '';
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
      return { ok: false, error: e.invalidStreamingLink };
    }
    const segments = url.pathname.split('/').filter(Boolean);
    // Short links (spotify.link) need a network call to resolve, so they count as invalid.
    if (host === 'spotify.link' || host === 'spotify.com' || host.endsWith('.spotify.com')) {
      const profile = host === 'open.spotify.com' ? parseSpotifyPath(segments) : undefined;
      return profile ? { ok: true, profile } : { ok: false, error: e.invalidSpotifyLink };
    }
    if (host === 'apple.com' || host.endsWith('.apple.com')) {
      const profile = appleMusicHosts.includes(host) ? parseApplePath(segments) : undefined;
      return profile ? { ok: true, profile } : { ok: false, error: e.invalidAppleMusicLink };
    }
    return { ok: false, error: e.invalidStreamingLink };
  })();
  if (result.ok && expected && result.profile.service !== expected) {
    return {
      ok: false,
      error: expected === 'spotify' ? e.invalidSpotifyLink : e.invalidAppleMusicLink,
    };
  }
  return result;
}

/**
 * What the form sends: a link to parse (optionally saying which service it must be), or the
 * request to have the profile created with the first release.
 */
export const streamingProfileInputSchema = z
  .discriminatedUnion(
    'status',
    [
      z.object({
        status: z.literal('linked'),
        service: z.enum(streamingServices).optional(),
        link: requiredString(300),
      }),
      z.object({ status: z.literal('to_be_created') }),
    ],
    { error: v.required },
  )
  .transform((value, ctx): StreamingProfile => {
    if (value.status === 'to_be_created') return value;
    const parsed = parseStreamingProfile(value.link, value.service);
    if (parsed.ok) return parsed.profile;
    ctx.issues.push({ code: 'custom', message: parsed.error, path: ['link'], input: value.link });
    return z.NEVER;
  });

// Optional texts: absent leaves the value alone (PATCH), '' or null clears it.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: v.maxLength })
    .transform((s) => s || null)
    .nullable()
    .optional();

const enumOf = <T extends readonly [string, ...string[]]>(values: T, unknown: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? v.required : unknown) });

const websiteSchema = z
  .string()
  .trim()
  .max(300, { error: v.maxLength })
  .transform((s) => (s && !/^[a-z][a-z0-9+.-]*:/i.test(s) ? `https://${s}` : s))
  .refine((s) => !s || isWebsite(s), { error: e.invalidWebsite })
  .transform((s) => s || null)
  .nullable()
  .optional();

function isWebsite(text: string) {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  const credentials = url?.username || url?.password;
  return !!url && /^https?:$/.test(url.protocol) && url.hostname.includes('.') && !credentials;
}

/** The artist form and the body of POST /v1/artists (PATCH takes any subset of it). */
export const artistInputSchema = z.object({
  name: requiredString(100),
  type: enumOf(artistTypes, e.unknownArtistType),
  mainGenre: enumOf(genres, e.unknownGenre),
  /** Free text (e.g. "Deep House", "Neo-Soul"); stores take subgenres as plain text. */
  subgenre: optionalText(60),
  /** Used only to verify the artist; never shown publicly nor returned by a public call. */
  legalFirstName: optionalText(100),
  legalLastName: optionalText(100),
  bio: optionalText(1500),
  website: websiteSchema,
  country: z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .toUpperCase()
    .pipe(enumOf(countryCodes, e.unknownCountry)),
  /** Absent on create means "to be created". */
  streamingProfile: streamingProfileInputSchema.optional(),
  /** Shown in the public artist catalogue; absent on create means not shown. */
  inCatalogue: z.boolean().optional(),
});
export type ArtistInput = z.output<typeof artistInputSchema>;
export const artistPatchSchema = artistInputSchema.partial();
export type ArtistPatch = z.output<typeof artistPatchSchema>;

/** The artist as its owner sees it, legal names included. */
export const artistSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(artistTypes),
  mainGenre: z.enum(genres),
  subgenre: z.string().nullable(),
  legalFirstName: z.string().nullable(),
  legalLastName: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  country: z.enum(countryCodes),
  streamingProfile: streamingProfileSchema,
  /** Set by the platform, never by the owner. */
  verified: z.boolean(),
  followers: z.number().int(),
  inCatalogue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Artist = z.infer<typeof artistSchema>;

export const artistSorts = ['name', 'newest'] as const;
export const artistListQuerySchema = z.object({
  sort: z.enum(artistSorts).default('name'),
  /** Part of the name, any case: the release wizard's picker searches as the artist types. */
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const artistPageSchema = z.object({
  items: z.array(artistSchema),
  nextCursor: z.string().nullable(),
  /** All the user's artists, whatever the page: 0 shows the welcome empty state. */
  total: z.number().int(),
});
