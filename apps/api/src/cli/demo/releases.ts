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
import { audioChecks, uploadAudio, uploadCover } from './media.ts';
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

type Drafted = { plan: DemoRelease; id: string; uploads: string[] };

/** One release's draft: its cover, its tracks and their audio (checked later, all together). */
async function draftRelease(
  ctx: DemoContext,
  t: Timeline,
  by: { owner: Actor; artistIds: string[] },
  plan: DemoRelease,
  audio: readonly Buffer[],
  index: number,
): Promise<Drafted> {
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
  const uploads: string[] = [];
  for (const [i, title] of plan.tracks.entries()) {
    const bytes = audio[(index + i) % audio.length]!;
    uploads.push(await uploadAudio(ctx, by.owner, bytes, title));
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
  return { plan, id: release.id, uploads };
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
 * Every demo release: the drafts, the real audio QC of all their tracks, then each release's
 * path, and the daily expiry job run on the day it would have expired the draft whose date
 * passed. Answers the releases with their final status.
 */
export async function seedReleases(
  ctx: DemoContext,
  t: Timeline,
  by: { owner: Actor; adminId: string; artistIds: string[] },
  audio: readonly Buffer[],
) {
  const checks = audioChecks(ctx);
  const drafts: Drafted[] = [];
  for (const [index, plan] of demoReleases.entries()) {
    const draft = await draftRelease(ctx, t, by, plan, audio, index);
    checks.add(draft.uploads);
    drafts.push(draft);
  }
  await checks.done();
  const seeded: SeededRelease[] = [];
  for (const { plan, id } of drafts) {
    // An expired release was complete but never submitted: its date passed first.
    const moves = plan.outcome !== 'draft' && plan.outcome !== 'expired';
    const onSale = moves ? await moveRelease(ctx, t, by, id, plan) : undefined;
    const artist = { id: by.artistIds[plan.artist]!, name: demoArtists[plan.artist]!.name };
    seeded.push(await describe(ctx, id, artist, onSale));
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
