import {
  releaseSettingsFields,
  type ReleaseSettings,
  type releaseSettingsPatchSchema,
} from '@soundpost/contracts/releases';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { defineSettings } from '../../lib/settings.ts';
import type { Actor } from '../../plugins/types.ts';
import * as repo from './release-settings.repository.ts';

/**
 * Until an administrator sets them: 2 releases a month on the free plan; a UPC prefix in
 * GS1's restricted-circulation range (2…), which no real product carries, so codes made
 * before the operator enters their own prefix are visibly not real; the ISRC registrant of
 * the product's examples.
 */
export const defaultReleaseSettings: ReleaseSettings = {
  distroLimit: 2,
  upcPrefix: '20000',
  isrcPrefix: 'QZ-S8P',
};

const releaseSettings = defineSettings({
  fields: releaseSettingsFields,
  keys: { distroLimit: 'distro_limit', upcPrefix: 'upc_prefix', isrcPrefix: 'isrc_prefix' },
  defaults: defaultReleaseSettings,
});

/** The release settings; a missing (or no longer valid) value falls back to its default. */
export const getReleaseSettings = (db: Db): Promise<ReleaseSettings> => releaseSettings.read(db);

/** Stores the given release settings (`db` may be the caller's transaction). */
export const saveReleaseSettings = (
  db: Db,
  patch: z.output<typeof releaseSettingsPatchSchema>,
  now: Date,
) => releaseSettings.write(db, patch, now);

/**
 * The first list: names of stores (a title is not an advertisement for a store) and
 * promotional phrases that stores refuse in titles.
 */
export const initialBannedWords = [
  'spotify',
  'apple music',
  'itunes',
  'youtube',
  'tiktok',
  'deezer',
  'amazon music',
  'soundcloud',
  'official video',
  'official audio',
  'free download',
  'exclusive',
] as const;

/**
 * Seeds the banned words once per database, so a word an administrator removed stays removed
 * after a restart.
 */
export async function seedBannedWords(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.insertSettingOnce(tx, 'banned_words_seeded', true))) return;
    await repo.insertBannedWords(
      tx,
      initialBannedWords.map((word) => ({ word, addedBy: null, addedAt: now })),
    );
  });
}

const toBannedWordDto = (row: { word: string; addedAt: Date }) => ({
  word: row.word,
  addedAt: row.addedAt.toISOString(),
});

/** Every banned word, alphabetically. */
export async function listBannedWords(ctx: AppContext) {
  return { items: (await repo.listBannedWords(ctx.db)).map(toBannedWordDto) };
}

/** The banned words as the title check uses them. */
export async function findBannedWordList(db: Db): Promise<string[]> {
  return (await repo.listBannedWords(db)).map((r) => r.word);
}

/** Adds a word (lower-cased by the schema); adding one that exists changes nothing. */
export async function addBannedWord(ctx: AppContext, admin: Actor, word: string) {
  await repo.insertBannedWords(ctx.db, [
    { word, addedBy: admin.user.id, addedAt: ctx.clock.now() },
  ]);
  return toBannedWordDto((await repo.findBannedWord(ctx.db, word))!);
}

/** Removes a word; 404 when it is not on the list. */
export async function removeBannedWord(ctx: AppContext, word: string) {
  const normalized = word.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!(await repo.deleteBannedWord(ctx.db, normalized))) throw notFound();
  return { ok: true as const };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The banned words that occur in the texts, matched case-insensitively as whole words
 * (letters and digits around a match mean it is part of a longer word: "Spotify" is banned,
 * "Spotifyish" is not). Spaces in a phrase match any run of whitespace.
 */
export function findBannedWords(texts: (string | null)[], words: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of words) {
    const body = escapeRegExp(word).replace(/ +/g, '\\s+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
    if (texts.some((text) => text && pattern.test(text))) found.add(word);
  }
  return [...found];
}

/**
 * Refuses a title that holds a banned word as it is saved, naming the words, at the field
 * `title` (the wizard shows it there); submission checks again for words added since.
 */
export async function refuseBannedTitle(db: Db, title: string | null | undefined) {
  if (!title) return;
  const words = findBannedWords([title], await findBannedWordList(db));
  if (words.length === 0) return;
  throw new AppError('banned_words', {
    fields: { title: 'banned_words' },
    params: { words: words.join(', ') },
  });
}
