import { isReferenced } from '../../db/database-error.ts';
import type {
  Artist,
  ArtistInput,
  ArtistPatch,
  StreamingProfile,
  artistListQuerySchema,
} from '@soundpost/contracts/artists';
import type { CountryCode } from '@soundpost/contracts/countries';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { isUuid } from '../../lib/uuid.ts';
import { decodeArtistCursor, encodeArtistCursor } from './artists-cursor.ts';
import * as repo from './artists.repository.ts';
import type { ArtistRow } from './artists.table.ts';

/** Policy: only the owner sees an artist; anyone else is told it does not exist. */
export const canViewArtist = (actor: Actor, artist: Pick<ArtistRow, 'ownerId'>) =>
  artist.ownerId === actor.user.id;

/** Policy: only the owner changes an artist. */
export const canEditArtist = (actor: Actor, artist: Pick<ArtistRow, 'ownerId'>) =>
  artist.ownerId === actor.user.id;

const profileColumns = (profile: StreamingProfile) =>
  profile.status === 'linked'
    ? {
        streamingStatus: profile.status,
        streamingService: profile.service,
        streamingId: profile.id,
        streamingUrl: profile.url,
      }
    : {
        streamingStatus: profile.status,
        streamingService: null,
        streamingId: null,
        streamingUrl: null,
      };

function profileOf(row: ArtistRow): StreamingProfile {
  const { streamingService: service, streamingId: id, streamingUrl: url } = row;
  return row.streamingStatus === 'linked' && service && id && url
    ? { status: 'linked', service, id, url }
    : { status: 'to_be_created' };
}

/** The artist as its owner sees it (legal names included). */
export function toArtistDto(row: ArtistRow): Artist {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    mainGenre: row.mainGenre,
    subgenre: row.subgenre,
    legalFirstName: row.legalFirstName,
    legalLastName: row.legalLastName,
    bio: row.bio,
    website: row.website,
    country: row.country as CountryCode,
    streamingProfile: profileOf(row),
    verified: row.verified,
    followers: row.followers,
    inCatalogue: row.inCatalogue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The artist with this id when `allowed` says the actor may have it; 404 otherwise. */
async function findArtistFor(
  ctx: AppContext,
  actor: Actor,
  id: string,
  allowed: (actor: Actor, artist: ArtistRow) => boolean,
) {
  const artist = isUuid(id) ? await repo.findArtistById(ctx.db, id) : undefined;
  // Someone else's artist answers exactly like a missing one, so ids reveal nothing.
  if (!artist || !allowed(actor, artist)) throw notFound();
  return artist;
}

/** Creates an artist owned by the actor; without a profile link it is "to be created". */
export async function createArtist(ctx: AppContext, actor: Actor, input: ArtistInput) {
  const now = ctx.clock.now();
  const { streamingProfile, ...fields } = input;
  const row = await repo.insertArtist(ctx.db, {
    ownerId: actor.user.id,
    ...fields,
    subgenre: fields.subgenre ?? null,
    legalFirstName: fields.legalFirstName ?? null,
    legalLastName: fields.legalLastName ?? null,
    bio: fields.bio ?? null,
    website: fields.website ?? null,
    inCatalogue: fields.inCatalogue ?? false,
    ...profileColumns(streamingProfile ?? { status: 'to_be_created' }),
    createdAt: now,
    updatedAt: now,
  });
  return toArtistDto(row);
}

/** One of the actor's artists. */
export async function getArtist(ctx: AppContext, actor: Actor, id: string) {
  return toArtistDto(await findArtistFor(ctx, actor, id, canViewArtist));
}

/** Changes the given fields of one of the actor's artists (verified and followers are not theirs). */
export async function updateArtist(ctx: AppContext, actor: Actor, id: string, patch: ArtistPatch) {
  const artist = await findArtistFor(ctx, actor, id, canEditArtist);
  const { streamingProfile, ...fields } = patch;
  // Drizzle leaves out undefined values, so absent fields keep their value.
  const row = await repo.updateArtist(ctx.db, artist.id, {
    ...fields,
    ...(streamingProfile ? profileColumns(streamingProfile) : {}),
    updatedAt: ctx.clock.now(),
  });
  // Deleted meanwhile by another request of the owner.
  if (!row) throw notFound();
  return toArtistDto(row);
}

/** Deletes one of the actor's artists; 409 `artist_in_use` while a release uses it. */
export async function deleteArtist(ctx: AppContext, actor: Actor, id: string) {
  const artist = await findArtistFor(ctx, actor, id, canEditArtist);
  // A release (a draft too) that names the artist keeps it: its foreign key restricts the
  // delete, so a release saved meanwhile cannot be left pointing at nothing.
  try {
    await repo.deleteArtist(ctx.db, artist.id);
  } catch (error) {
    if (isReferenced(error)) throw new AppError('artist_in_use');
    throw error;
  }
  return { ok: true as const };
}

/**
 * A page of the actor's artists in the chosen order (those whose name contains `q`, when
 * given), with how many they have in all.
 */
export async function listArtists(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof artistListQuerySchema>,
) {
  const { sort, limit } = query;
  const cursor = decodeArtistCursor(sort, query.cursor);
  const [rows, total] = await Promise.all([
    repo.listArtists(ctx.db, actor.user.id, sort, query.q || undefined, cursor, limit),
    repo.countArtists(ctx.db, actor.user.id),
  ]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toArtistDto),
    nextCursor: rows.length > limit && last ? encodeArtistCursor(sort, last) : null,
    total,
  };
}
