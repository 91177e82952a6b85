import { readView } from '../../db/read-view.ts';
import { releaseActivity, releases } from './releases.table.ts';
import { tracks } from './tracks.table.ts';

/** Releases as other modules read them. */
export const releaseView = <Name extends string = 'releases'>(name = 'releases' as Name) =>
  readView
    .select({
      id: releases.id,
      ownerId: releases.ownerId,
      artistId: releases.artistId,
      artworkUploadId: releases.artworkUploadId,
      title: releases.title,
      upc: releases.upc,
      status: releases.status,
      schedule: releases.schedule,
      releaseDate: releases.releaseDate,
      liveDate: releases.liveDate,
      presaveEnabled: releases.presaveEnabled,
      presaveDate: releases.presaveDate,
      storeIds: releases.storeIds,
      submittedAt: releases.submittedAt,
      createdAt: releases.createdAt,
      updatedAt: releases.updatedAt,
    })
    .from(releases)
    .as(name);

/** A release's history as other modules read it. */
export const releaseActivityView = <Name extends string = 'release_activity'>(
  name = 'release_activity' as Name,
) =>
  readView
    .select({
      id: releaseActivity.id,
      releaseId: releaseActivity.releaseId,
      actorId: releaseActivity.actorId,
      kind: releaseActivity.kind,
      data: releaseActivity.data,
      at: releaseActivity.at,
    })
    .from(releaseActivity)
    .as(name);

/** Tracks as other modules read them. */
export const trackView = <Name extends string = 'tracks'>(name = 'tracks' as Name) =>
  readView
    .select({
      id: tracks.id,
      releaseId: tracks.releaseId,
      position: tracks.position,
      title: tracks.title,
      isrc: tracks.isrc,
      audioUploadId: tracks.audioUploadId,
    })
    .from(tracks)
    .as(name);
