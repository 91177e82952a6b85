import type { FormAnswers, FormDefinition, FormField } from '@soundpost/contracts/forms';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { findArtistById } from '../artists/index.ts';
import { findOwnRelease, findOwnTrack, findReleaseById, listTracks } from '../releases/index.ts';

type Chosen = {
  release: Map<string, { title: string | null; upc: string | null }>;
  artist: Map<string, { name: string }>;
};

async function findOwnArtist(ctx: AppContext, actor: Actor, id: string) {
  const artist = isUuid(id) ? await findArtistById(ctx.db, id) : undefined;
  if (!artist || artist.ownerId !== actor.user.id) throw notFound();
  return artist;
}

const one = (value: FormAnswers[string] | undefined) => (typeof value === 'string' ? value : null);

/**
 * Checks every release, track and artist an answer names against the actor (another user's
 * id is 404, as if it did not exist; a track must be of the release chosen beside it) and fills
 * the read-only fields from what was chosen (a release's UPC and title, an artist's name):
 * what the user typed there is not kept.
 */
export async function resolveAnswers(
  ctx: AppContext,
  actor: Actor,
  form: FormDefinition,
  answers: FormAnswers,
): Promise<FormAnswers> {
  const chosen: Chosen = { release: new Map(), artist: new Map() };
  for (const field of form.fields) {
    const id = one(answers[field.name]);
    if (!id) continue;
    if (field.type === 'release') {
      const release = await findOwnRelease(ctx, actor, id);
      chosen.release.set(field.name, release);
    } else if (field.type === 'artist') {
      chosen.artist.set(field.name, await findOwnArtist(ctx, actor, id));
    } else if (field.type === 'track') {
      const track = await findOwnTrack(ctx, actor, id);
      if (track.releaseId !== one(answers[field.release])) throw notFound();
    }
  }
  return Object.fromEntries(
    form.fields.map((field) => {
      const filled = prefilled(field, chosen);
      return [field.name, filled === undefined ? (answers[field.name] ?? null) : filled];
    }),
  );
}

function prefilled(field: FormField, chosen: Chosen): FormAnswers[string] | undefined {
  if (field.type !== 'text' || !field.prefill) return undefined;
  const { from, key } = field.prefill;
  const source = key === 'name' ? chosen.artist.get(from) : chosen.release.get(from);
  if (!source) return null;
  return (source as Record<string, string | null>)[key] ?? null;
}

/** What each release, track and artist of the answers is called, by id, for whoever reads them. */
export async function namesOf(ctx: AppContext, form: FormDefinition, answers: FormAnswers) {
  const names: Record<string, string> = {};
  for (const field of form.fields) {
    const id = one(answers[field.name]);
    if (!id) continue;
    if (field.type === 'release') {
      const release = await findReleaseById(ctx.db, id);
      if (release) names[id] = [release.title, release.upc].filter(Boolean).join(' · ');
    } else if (field.type === 'artist') {
      const artist = await findArtistById(ctx.db, id);
      if (artist) names[id] = artist.name;
    } else if (field.type === 'track') {
      const releaseId = one(answers[field.release]);
      const track = releaseId
        ? (await listTracks(ctx.db, releaseId)).find((t) => t.id === id)
        : undefined;
      if (track?.title) names[id] = track.title;
    }
  }
  return names;
}
