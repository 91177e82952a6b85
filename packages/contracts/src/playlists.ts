import { z } from 'zod';
import { genres } from './catalog.ts';
import { requiredString, v } from './validation.ts';

/** The shortest pitch a curator reads (spec section 5). */
export const minPitchLength = 50;
export const maxPitchLength = 2000;

/** A playlist the team curates, as anyone sees it (`/playlists` is public). */
export const curatedPlaylistSchema = z.object({
  id: z.string(),
  name: z.string(),
  curator: z.string(),
  genre: z.enum(genres),
  followers: z.number().int(),
  /** A 600 px WebP of its cover, or null. */
  coverUrl: z.string().nullable(),
  acceptsSubmissions: z.boolean(),
});
export type CuratedPlaylist = z.infer<typeof curatedPlaylistSchema>;

export const curatedPlaylistListSchema = z.object({ items: z.array(curatedPlaylistSchema) });

/** POST and PATCH /v1/admin/playlists: a playlist the team curates. */
export const curatedPlaylistInputSchema = z.object({
  name: requiredString(120),
  curator: requiredString(120),
  genre: z.enum(genres, { error: v.required }),
  followers: z.number({ error: v.range }).int({ error: v.range }).min(0, { error: v.range }),
  /** An artwork upload of the admin, shown as the cover; null for none, absent to keep it. */
  coverUploadId: z.uuid().nullable().optional(),
  acceptsSubmissions: z.boolean().default(true),
});
export type CuratedPlaylistInput = z.input<typeof curatedPlaylistInputSchema>;

/** POST /v1/playlists/:id/pitches: the song and why it fits (spec section 8's messages). */
export const pitchInputSchema = z.object({
  trackId: z.string({ error: v.songRequired }).min(1, { error: v.songRequired }).max(100),
  pitch: z
    .string({ error: v.pitchRequired })
    .trim()
    .min(1, { error: v.pitchRequired })
    .min(minPitchLength, { error: v.pitchTooShort })
    .max(maxPitchLength, { error: v.maxLength }),
});
export type PitchInput = z.input<typeof pitchInputSchema>;

export const pitchStatuses = ['pending', 'accepted', 'declined'] as const;
export type PitchStatus = (typeof pitchStatuses)[number];

/** A pitch as the artist who sent it sees it. */
export const pitchSchema = z.object({
  id: z.string(),
  playlist: z.object({ id: z.string(), name: z.string() }),
  track: z.object({ id: z.string(), title: z.string().nullable() }),
  pitch: z.string(),
  status: z.enum(pitchStatuses),
  /** The curator's note with the decision. */
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Pitch = z.infer<typeof pitchSchema>;

/** A page of pitches, newest first. */
export const pitchPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const pitchListSchema = z.object({
  items: z.array(pitchSchema),
  nextCursor: z.string().nullable(),
});

/** A pitch in the curators' inbox: who sent which song, and where to listen. */
export const curationPitchSchema = pitchSchema.extend({
  artistName: z.string().nullable(),
  releaseTitle: z.string().nullable(),
  /** The song's audio, for the curator's player. */
  audioUrl: z.string(),
});
export type CurationPitch = z.infer<typeof curationPitchSchema>;

export const curationQuerySchema = pitchPageQuerySchema.extend({
  status: z.enum(pitchStatuses).default('pending'),
});
export const curationPitchListSchema = z.object({
  items: z.array(curationPitchSchema),
  nextCursor: z.string().nullable(),
});

/** POST /v1/curation/pitches/:id/decision. */
export const pitchDecisionSchema = z.object({
  decision: z.enum(['accepted', 'declined']),
  note: z
    .string()
    .trim()
    .max(1000, { error: v.maxLength })
    .transform((s) => s || null)
    .nullable()
    .default(null),
});
