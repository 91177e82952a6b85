import type { ErnContext } from './ern-context.ts';
import { displayArtists } from './ern-resources.ts';
import type { TrackSnapshot } from './release-snapshot.ts';
import {
  compactIsrc,
  copyrightLine,
  displayArtistName,
  ernParentalWarning,
  ernReleaseType,
  isoDuration,
  type XmlNode,
} from './ern-vocabulary.ts';
import { preOrderVisibility } from './ern-deals.ts';

/** The ReleaseList: the main release (R0), then one TrackRelease per track. */
export function releaseList(ctx: ErnContext): XmlNode {
  return {
    Release: mainRelease(ctx, ctx.tracks),
    TrackRelease: ctx.tracks.map((t) => trackRelease(ctx, t)),
  };
}

function mainRelease(ctx: ErnContext, tracks: TrackSnapshot[]): XmlNode {
  const { release } = ctx.snapshot;
  const label = ctx.parties.ref(release.labelName);
  const fullTitle = release.version ? `${release.title} (${release.version})` : release.title;
  return {
    ReleaseReference: ctx.mainRelease,
    ReleaseType: ernReleaseType[release.releaseType],
    ReleaseId: { ICPN: release.upc },
    DisplayTitleText: fullTitle,
    DisplayTitle: { TitleText: release.title, SubTitle: release.version ?? undefined },
    DisplayArtistName: displayArtistName(release.displayArtist, release.featuredArtists),
    DisplayArtist: displayArtists(ctx, release.displayArtist, release.featuredArtists),
    ReleaseLabelReference: label,
    PLine: copyrightLine('P', release.pLine),
    CLine: copyrightLine('C', release.cLine),
    Duration: isoDuration(tracks.reduce((sum, t) => sum + t.durationSeconds, 0)),
    Genre: { GenreText: release.genre, SubGenre: release.subGenre ?? undefined },
    ReleaseDate: release.releaseDate,
    OriginalReleaseDate: release.originalReleaseDate ?? undefined,
    ReleaseVisibilityReference: preOrderVisibility(ctx)?.VisibilityReference,
    ParentalWarningType: ernParentalWarning(tracks.some((t) => t.explicit)),
    IsMultiArtistCompilation: release.releaseType === 'compilation' ? 'true' : undefined,
    ResourceGroup: {
      ResourceGroupContentItem: tracks.map((t) => ({
        SequenceNumber: t.position,
        ReleaseResourceReference: ctx.trackResource(t),
      })),
      LinkedReleaseResourceReference: coverArt(ctx),
    },
  };
}

/** A track sold or streamed on its own; its id is the ISRC, in Soundpost's namespace. */
function trackRelease(ctx: ErnContext, track: TrackSnapshot): XmlNode {
  const { release } = ctx.snapshot;
  return {
    ReleaseReference: ctx.trackRelease(track),
    ReleaseId: { ProprietaryId: { '@Namespace': ctx.namespace, '#': compactIsrc(track.isrc) } },
    DisplayTitleText: track.title,
    DisplayTitle: { TitleText: track.title },
    ReleaseResourceReference: ctx.trackResource(track),
    LinkedReleaseResourceReference: coverArt(ctx),
    ReleaseLabelReference: ctx.parties.ref(release.labelName),
    Genre: { GenreText: track.genre },
  };
}

const coverArt = (ctx: ErnContext): XmlNode => ({
  '@LinkDescription': 'CoverArt',
  '#': ctx.coverResource,
});
