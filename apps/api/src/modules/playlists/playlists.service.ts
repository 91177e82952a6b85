import type { z } from 'zod';
import type {
  CuratedPlaylist,
  curatedPlaylistInputSchema,
  CurationPitch,
  Pitch,
  pitchDecisionSchema,
  pitchInputSchema,
  pitchPageQuerySchema,
  PitchStatus,
} from '@soundpost/contracts/playlists';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { appLink, sendAccountMail } from '../mail/index.ts';
import { findOwnRelease, findOwnTrack, hasPublishedRelease } from '../releases/index.ts';
import { takeToolUse } from '../tool-quotas/index.ts';
import { getUploadsForOwner, openArtworkFile, openAudioFile } from '../uploads/index.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './playlists.repository.ts';
import type { PitchWithContext } from './playlists.repository.ts';
import type { CuratedPlaylistRow } from './playlists.table.ts';

const coverSize = 600;

function toPlaylistDto(row: CuratedPlaylistRow): CuratedPlaylist {
  return {
    id: row.id,
    name: row.name,
    curator: row.curator,
    genre: row.genre,
    followers: row.followers,
    coverUrl: row.coverUploadId ? `/v1/playlists/${row.id}/cover` : null,
    acceptsSubmissions: row.acceptsSubmissions,
  };
}

async function findPlaylistOr404(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await repo.findPlaylist(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** The playlists the team curates, the most followed first (public). */
export async function listPlaylists(ctx: AppContext) {
  return { items: (await repo.listPlaylists(ctx.db)).map(toPlaylistDto) };
}

export async function getPlaylist(ctx: AppContext, id: string) {
  return toPlaylistDto(await findPlaylistOr404(ctx, id));
}

/** A playlist's cover, public as the playlist is. */
export async function openPlaylistCover(ctx: AppContext, id: string) {
  const row = await findPlaylistOr404(ctx, id);
  if (!row.coverUploadId) throw notFound();
  return openArtworkFile(ctx, row.coverUploadId, coverSize);
}

type PlaylistInput = z.output<typeof curatedPlaylistInputSchema>;

/** The cover must be one of the admin's own finished artwork uploads. */
async function checkCover(ctx: AppContext, actor: Actor, input: PlaylistInput) {
  if (!input.coverUploadId) return;
  const [upload] = await getUploadsForOwner(ctx, actor.user.id, [input.coverUploadId]);
  if (upload?.kind !== 'artwork' || upload.status !== 'complete') {
    throw validationFailed({ coverUploadId: 'unknown_upload' });
  }
}

export async function createPlaylist(ctx: AppContext, actor: Actor, input: PlaylistInput) {
  await checkCover(ctx, actor, input);
  const now = ctx.clock.now();
  return toPlaylistDto(
    await repo.insertPlaylist(ctx.db, {
      ...input,
      coverUploadId: input.coverUploadId ?? null,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

export async function updatePlaylist(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: PlaylistInput,
) {
  await findPlaylistOr404(ctx, id);
  await checkCover(ctx, actor, input);
  const row = await repo.updatePlaylist(ctx.db, id, { ...input, updatedAt: ctx.clock.now() });
  if (!row) throw notFound();
  return toPlaylistDto(row);
}

export async function deletePlaylist(ctx: AppContext, id: string) {
  if (!isUuid(id) || !(await repo.deletePlaylist(ctx.db, id))) throw notFound();
  return { ok: true as const };
}

function toPitchDto({ pitch, playlistName, trackTitle }: PitchWithContext): Pitch {
  return {
    id: pitch.id,
    playlist: { id: pitch.playlistId, name: playlistName },
    track: { id: pitch.trackId, title: trackTitle },
    pitch: pitch.pitch,
    status: pitch.status,
    note: pitch.note,
    createdAt: pitch.createdAt.toISOString(),
    decidedAt: pitch.decidedAt?.toISOString() ?? null,
  };
}

const toCurationDto = (row: PitchWithContext): CurationPitch => ({
  ...toPitchDto(row),
  artistName: row.artistName,
  releaseTitle: row.releaseTitle,
  audioUrl: `/v1/curation/pitches/${row.pitch.id}/audio`,
});

/**
 * Pitches one of the actor's published songs to a playlist that takes submissions: one use of
 * the month's `playlist_pitch` allowance and the pitch, in one transaction. The same song goes
 * to the same playlist once.
 */
export async function pitchSong(
  ctx: AppContext,
  actor: Actor,
  playlistId: string,
  input: z.output<typeof pitchInputSchema>,
): Promise<Pitch> {
  const playlist = await findPlaylistOr404(ctx, playlistId);
  if (!playlist.acceptsSubmissions) throw new AppError('playlist_closed');
  if (!(await hasPublishedRelease(ctx.db, actor.user.id))) {
    throw new AppError('pitch_release_required');
  }
  const track = await findOwnTrack(ctx, actor, input.trackId).catch(() => {
    throw validationFailed({ trackId: 'song_required' });
  });
  const release = await findOwnRelease(ctx, actor, track.releaseId);
  if (release.status !== 'published' && release.status !== 'live') {
    throw new AppError('pitch_track_not_published');
  }
  // Said before the allowance is asked: a repeat is no use of it.
  if (await repo.hasPitch(ctx.db, playlist.id, track.id)) throw new AppError('pitch_duplicate');
  const id = await ctx.db.transaction(async (tx) => {
    await takeToolUse(ctx, actor.user, 'playlist_pitch', tx);
    const row = await repo.insertPitch(tx, {
      playlistId: playlist.id,
      ownerId: actor.user.id,
      trackId: track.id,
      pitch: input.pitch,
      createdAt: ctx.clock.now(),
    });
    // Two at once: refused inside the transaction, so the use taken above goes back with it.
    if (!row) throw new AppError('pitch_duplicate');
    return row.id;
  });
  return toPitchDto((await repo.findPitchWithContext(ctx.db, id))!);
}

type PageQuery = z.output<typeof pitchPageQuerySchema>;
const pageOf = (query: PageQuery) => ({ cursor: decodeCursor(query.cursor), limit: query.limit });
/** The rows as `toPage` reads them: the pitch's own time and id. */
const paged = (rows: PitchWithContext[]) =>
  rows.map((row) => ({ ...row, createdAt: row.pitch.createdAt, id: row.pitch.id }));

/** The actor's pitches and their answers, newest first, a page at a time. */
export async function listOwnPitches(ctx: AppContext, actor: Actor, query: PageQuery) {
  const rows = await repo.listOwnPitches(ctx.db, actor.user.id, pageOf(query));
  return toPage(paged(rows), query.limit, toPitchDto);
}

/** The curators' inbox: pitches in one status, newest first, a page at a time. */
export async function listCurationPitches(
  ctx: AppContext,
  query: PageQuery & { status: PitchStatus },
) {
  const rows = await repo.listPitchesByStatus(ctx.db, query.status, pageOf(query));
  return toPage(paged(rows), query.limit, toCurationDto);
}

async function findPitchOr404(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await repo.findPitchWithContext(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** The pitched song, for the curator's player. */
export async function openPitchAudio(ctx: AppContext, id: string, range: string | undefined) {
  const row = await findPitchOr404(ctx, id);
  if (!row.audioUploadId) throw notFound();
  return openAudioFile(ctx, row.audioUploadId, range);
}

/**
 * Accepts or declines a pending pitch, with an optional note, and e-mails the artist the answer
 * in their language. Of two curators answering at once, one wins; the other gets 409.
 */
export async function decidePitch(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof pitchDecisionSchema>,
): Promise<CurationPitch> {
  const found = await findPitchOr404(ctx, id);
  const decided = await repo.decidePitch(ctx.db, found.pitch.id, {
    status: input.decision,
    note: input.note,
    decidedBy: actor.user.id,
    decidedAt: ctx.clock.now(),
  });
  if (!decided) throw new AppError('pitch_decided');
  const owner = await findUserById(ctx.db, found.pitch.ownerId);
  if (owner) {
    const t = ctx.i18n.getFixedT(owner.lang, 'emails');
    await sendAccountMail(ctx, input.decision === 'accepted' ? 'pitchAccepted' : 'pitchDeclined', {
      to: owner.email,
      lang: owner.lang,
      name: owner.name,
      link: appLink(ctx, '/playlists'),
      details: {
        title: found.trackTitle ?? '',
        playlist: found.playlistName,
        note: input.note ? t('pitchNote', { note: input.note }) : '',
      },
    });
  }
  return toCurationDto({ ...found, pitch: decided });
}
