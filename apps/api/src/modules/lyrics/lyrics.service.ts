import type { z } from 'zod';
import type {
  Lyric,
  lyricAttachSchema,
  LyricList,
  lyricListQuerySchema,
  lyricUpdateSchema,
  LyricWriter,
} from '@soundpost/contracts/lyrics';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { hasPublishedRelease, updateTrack } from '../releases/index.ts';
import { findToolAllowance, returnToolUse, takeToolUse } from '../tool-quotas/index.ts';
import { lyricsWriterFor } from './choose-writer.ts';
import { LyricsWriterError, type LyricsBrief, type LyricsWriter } from './lyrics-writer.ts';
import * as repo from './lyrics.repository.ts';
import type { LyricRow } from './lyrics.table.ts';

export const lyricView = (row: LyricRow): Lyric => ({
  id: row.id,
  title: row.title,
  genre: row.genre,
  mood: row.mood,
  language: row.language,
  dedicatedTo: row.dedicatedTo,
  chorus: row.chorus,
  customWords: row.customWords,
  text: row.text,
  provider: row.provider,
  model: row.model,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Who writes for this instance, what the user has left this month, and whether they may write. */
export async function getLyricWriter(ctx: AppContext, actor: Actor): Promise<LyricWriter> {
  const writer = lyricsWriterFor(ctx.config.lyrics);
  const [allowance, published] = await Promise.all([
    findToolAllowance(ctx, actor.user, 'lyrics'),
    hasPublishedRelease(ctx.db, actor.user.id),
  ]);
  return {
    provider: writer.provider,
    model: writer.model,
    allowance,
    hasPublishedRelease: published,
  };
}

export type LyricEvent =
  | { event: 'start'; data: { provider: Lyric['provider']; model: string | null } }
  | { event: 'text'; data: { text: string } }
  | { event: 'done'; data: Lyric };

// Model output is stored and shown as text: no control characters but tab and line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Writes a lyric, as events: `start`, each piece of `text` as it is written, `done` with the
 * saved lyric. Before the first event: 403 `lyrics_release_required` without a published or
 * live release, 409 `tool_quota_reached` when the month's lyrics are used. A writer that fails
 * throws 502 `lyrics_provider_failed`; then, as when the artist leaves, nothing is saved and
 * the month's use is given back.
 */
export async function* writeLyric(
  ctx: AppContext,
  actor: Actor,
  brief: LyricsBrief,
  signal: AbortSignal,
  writer: LyricsWriter = lyricsWriterFor(ctx.config.lyrics),
): AsyncGenerator<LyricEvent> {
  if (!(await hasPublishedRelease(ctx.db, actor.user.id))) {
    throw new AppError('lyrics_release_required');
  }
  const use = await takeToolUse(ctx, actor.user, 'lyrics');
  let saved = false;
  try {
    yield { event: 'start', data: { provider: writer.provider, model: writer.model } };
    const draft = await writer.write(brief, signal);
    let text = '';
    for await (const raw of draft.pieces) {
      const piece = raw.replace(controls, '');
      text += piece;
      if (piece) yield { event: 'text', data: { text: piece } };
    }
    text = text.trim();
    if (!text) throw new LyricsWriterError('bad_answer', 'no text');
    const now = ctx.clock.now();
    const row = await repo.insertLyric(ctx.db, {
      ownerId: actor.user.id,
      ...brief,
      dedicatedTo: brief.dedicatedTo ?? null,
      chorus: brief.chorus ?? null,
      text,
      provider: writer.provider,
      model: writer.model,
      note: draft.note,
      createdAt: now,
      updatedAt: now,
    });
    saved = true;
    yield { event: 'done', data: lyricView(row) };
  } catch (error) {
    if (!(error instanceof LyricsWriterError)) throw error;
    ctx.log.warn({ err: error, provider: writer.provider }, 'lyrics writer failed');
    throw new AppError('lyrics_provider_failed', { params: { reason: error.reason } });
  } finally {
    if (!saved) await returnToolUse(ctx, use);
  }
}

/** The user's lyrics, newest first. */
export async function listLyrics(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof lyricListQuerySchema>,
): Promise<LyricList> {
  const rows = await repo.findLyrics(
    ctx.db,
    actor.user.id,
    decodeCursor(query.cursor),
    query.limit,
  );
  return toPage(rows, query.limit, (row) => {
    const lyric = lyricView(row);
    return {
      id: lyric.id,
      title: lyric.title,
      mood: lyric.mood,
      language: lyric.language,
      provider: lyric.provider,
      model: lyric.model,
      createdAt: lyric.createdAt,
      updatedAt: lyric.updatedAt,
    };
  });
}

async function findOwn(ctx: AppContext, actor: Actor, id: string) {
  const row = isUuid(id) ? await repo.findOwnLyric(ctx.db, actor.user.id, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** One of the user's lyrics; 404 for anyone else's. */
export async function getLyric(ctx: AppContext, actor: Actor, id: string): Promise<Lyric> {
  return lyricView(await findOwn(ctx, actor, id));
}

/** The artist's edit of their lyric's title or text. */
export async function updateLyric(
  ctx: AppContext,
  actor: Actor,
  id: string,
  patch: z.output<typeof lyricUpdateSchema>,
): Promise<Lyric> {
  await findOwn(ctx, actor, id);
  const row = await repo.updateOwnLyric(ctx.db, actor.user.id, id, {
    ...patch,
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound();
  return lyricView(row);
}

/** Deletes one of the user's lyrics. */
export async function deleteLyric(ctx: AppContext, actor: Actor, id: string) {
  if (!isUuid(id) || !(await repo.deleteOwnLyric(ctx.db, actor.user.id, id))) throw notFound();
  return { ok: true as const };
}

/**
 * Puts the lyric's text into a track's lyrics field (and turns `hasLyrics` on), through the
 * releases module: the release must be the user's and editable (409 `release_not_editable`).
 */
export async function attachLyric(
  ctx: AppContext,
  actor: Actor,
  id: string,
  target: z.output<typeof lyricAttachSchema>,
) {
  const lyric = await findOwn(ctx, actor, id);
  return updateTrack(ctx, actor, target.releaseId, target.trackId, {
    hasLyrics: true,
    lyrics: lyric.text,
  });
}
