import { releaseInputSchema } from '@soundpost/contracts/releases';
import { trackInputSchema } from '@soundpost/contracts/tracks';
import { createArtist } from '../../modules/artists/index.ts';
import {
  addTrack,
  createRelease,
  expireReleases,
  findReleaseById,
  listReleaseTracks,
} from '../../modules/releases/index.ts';
import type { Actor } from '../../plugins/types.ts';
import { demoArtists, demoReleases, demoStores, type DemoRelease } from './catalogue.ts';
import { moveRelease, type OnSale } from './lifecycle.ts';
import { uploadAudio, uploadCover } from './media.ts';
import type { DemoContext, Timeline } from './timeline.ts';

export type SeededTrack = {
  trackId: string;
  releaseId: string;
  artistId: string;
  isrc: string;
  title: string;
  artist: string;
};
export type SeededRelease = {
  id: string;
  title: string;
  status: string;
  upc: string | null;
  tracks: SeededTrack[];
  onSale?: OnSale;
};

/** Who wrote the songs of each artist (a track needs a contributor, a full name). */
const composers = ['Deniz Aydın', 'Marisol Vega Ruiz', 'Tom Hartley', 'Kofi Mensah Jr'];
const instruments = ['synthesizer', 'vocals', 'electric_guitar', 'saxophone'] as const;

/** The label's four artists, made through the artists service. */
export async function seedArtists(ctx: DemoContext, t: Timeline, label: Actor) {
  ctx.clock.set(t.at(-395));
  const ids: string[] = [];
  for (const artist of demoArtists) ids.push((await createArtist(ctx, label, artist)).id);
  return ids;
}

/** The day a release was started in the wizard: before its submission, or lately for a draft. */
function createdDay(plan: DemoRelease) {
  if (plan.outcome === 'draft') return -2;
  if (plan.outcome === 'expired') return plan.releaseDay - 35;
  return Math.min(plan.releaseDay - 30, -6) - 4;
}

/** One release: the draft, its cover and tracks (audio checked by the real QC), then its path. */
async function seedRelease(
  ctx: DemoContext,
  t: Timeline,
  by: { owner: Actor; adminId: string; artistIds: string[] },
  plan: DemoRelease,
  audio: readonly Buffer[],
  index: number,
): Promise<SeededRelease> {
  ctx.clock.set(t.at(createdDay(plan)));
  const artist = demoArtists[plan.artist]!;
  const complete = plan.outcome !== 'draft';
  const artworkUploadId = complete
    ? await uploadCover(ctx, by.owner, index + 1, plan.title)
    : undefined;
  const input = releaseInputSchema.parse({
    title: plan.title,
    artistId: by.artistIds[plan.artist],
    releaseType: plan.type,
    language: 'en',
    primaryGenre: artist.mainGenre,
    recordLabel: 'Harbor Lights Records',
    artworkUploadId,
    storeIds: complete ? demoStores : undefined,
    releaseDate: t.date(plan.releaseDay),
    schedule: 'standard',
    wizardStep: complete ? 'review' : 'basic-info',
  });
  const release = await createRelease(ctx, by.owner, input);
  const uploads = await Promise.all(
    plan.tracks.map((title, i) =>
      uploadAudio(ctx, by.owner, audio[(index + i) % audio.length]!, title),
    ),
  );
  for (const [i, title] of plan.tracks.entries()) {
    const track = trackInputSchema.parse({
      title,
      language: 'en',
      audioUploadId: uploads[i],
      explicit: false,
      performers: [{ name: artist.name, instrument: instruments[plan.artist] }],
      contributors: [{ name: composers[plan.artist], role: 'composer', percentage: 100 }],
    });
    await addTrack(ctx, by.owner, release.id, track);
  }
  // An expired release was complete but never submitted: its date passed first.
  const moves = complete && plan.outcome !== 'expired';
  const onSale = moves ? await moveRelease(ctx, t, by, release.id, plan) : undefined;
  const artistRef = { id: by.artistIds[plan.artist]!, name: artist.name };
  return describe(ctx, release.id, artistRef, onSale);
}

async function describe(
  ctx: DemoContext,
  id: string,
  artist: { id: string; name: string },
  onSale: OnSale | undefined,
): Promise<SeededRelease> {
  const row = (await findReleaseById(ctx.db, id))!;
  const tracks = (await listReleaseTracks(ctx.db, id)).map((track) => ({
    trackId: track.id,
    releaseId: id,
    artistId: artist.id,
    isrc: track.isrc ?? '',
    title: track.title ?? '',
    artist: artist.name,
  }));
  return { id, title: row.title ?? '', status: row.status, upc: row.upc, tracks, onSale };
}

/**
 * Every demo release, oldest first, then the daily expiry job run on the day it would have
 * expired the draft whose date passed. Answers the releases with their final status.
 */
export async function seedReleases(
  ctx: DemoContext,
  t: Timeline,
  by: { owner: Actor; adminId: string; artistIds: string[] },
  audio: readonly Buffer[],
) {
  const seeded: SeededRelease[] = [];
  for (const [index, plan] of demoReleases.entries()) {
    seeded.push(await seedRelease(ctx, t, by, plan, audio, index));
  }
  ctx.clock.set(t.at(-10, 3));
  await expireReleases(ctx);
  return Promise.all(
    seeded.map(async (release) => ({
      ...release,
      status: (await findReleaseById(ctx.db, release.id))!.status,
    })),
  );
}
