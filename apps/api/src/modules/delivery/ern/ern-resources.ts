import type { ErnContext } from './ern-context.ts';
import type { TrackSnapshot } from './release-snapshot.ts';
import {
  compactIsrc,
  copyrightLine,
  displayArtistName,
  ernAudioCodec,
  ernContributorRole,
  ernParentalWarning,
  ernPerformer,
  ernVersionType,
  isoDuration,
  type XmlNode,
} from './ern-vocabulary.ts';

/** The ResourceList: one SoundRecording per track, in order, then the front cover Image. */
export function resourceList(ctx: ErnContext): XmlNode {
  return {
    SoundRecording: ctx.tracks.map((t) => soundRecording(ctx, t)),
    Image: frontCover(ctx),
  };
}

function soundRecording(ctx: ErnContext, track: TrackSnapshot): XmlNode {
  const { audio } = track;
  return {
    ResourceReference: ctx.trackResource(track),
    Type: 'MusicalWorkSoundRecording',
    SoundRecordingEdition: {
      ResourceId: { ISRC: compactIsrc(track.isrc) },
      PLine: copyrightLine('P', ctx.snapshot.release.pLine),
      TechnicalDetails: {
        TechnicalResourceDetailsReference: ctx.trackTechnical(track),
        DeliveryFile: {
          Type: 'AudioFile',
          AudioCodecType: ernAudioCodec(audio.codec, ctx.namespace),
          NumberOfChannels: audio.channels,
          SamplingRate: { '@UnitOfMeasure': 'Hz', '#': audio.sampleRate },
          // A lossy file has no bit depth of its own, whatever its decoder reported.
          BitDepth: audio.lossy ? undefined : (audio.bitDepth ?? undefined),
          File: fileElement(audio.fileName, audio.md5),
        },
      },
    },
    DisplayTitleText: track.title,
    DisplayTitle: { TitleText: track.title },
    VersionType: ernVersionType(track.versionType, ctx.namespace),
    DisplayArtistName: displayArtistName(track.displayArtist, track.featuredArtists),
    DisplayArtist: displayArtists(ctx, track.displayArtist, track.featuredArtists),
    Contributor: contributors(ctx, track),
    Duration: isoDuration(track.durationSeconds),
    ParentalWarningType: ernParentalWarning(track.explicit),
    IsCover: track.versionType === 'cover' ? 'true' : undefined,
    LanguageOfPerformance: track.language,
  };
}

/** MainArtist first, then each featured artist, numbered as they are displayed. */
export function displayArtists(
  ctx: ErnContext,
  main: string,
  featured: readonly string[],
): XmlNode[] {
  return [main, ...featured].map((name, i) => ({
    '@SequenceNumber': i + 1,
    ArtistPartyReference: ctx.parties.ref(name),
    DisplayArtistRole: i === 0 ? 'MainArtist' : 'FeaturedArtist',
  }));
}

/** One Contributor per person, with every role they had (a composer who also produced). */
function contributors(ctx: ErnContext, track: TrackSnapshot): XmlNode[] {
  const byName = new Map<string, { roles: Set<string>; instruments: Set<string> }>();
  const entry = (name: string) => {
    const found = byName.get(name) ?? { roles: new Set<string>(), instruments: new Set<string>() };
    byName.set(name, found);
    return found;
  };
  for (const c of track.contributors) entry(c.name).roles.add(ernContributorRole[c.role]);
  for (const p of track.performers) {
    const { role, instrumentType } = ernPerformer(p.instrument);
    const found = entry(p.name);
    found.roles.add(role);
    if (instrumentType) found.instruments.add(instrumentType);
  }
  return [...byName].map(([name, { roles, instruments }], i) => ({
    '@SequenceNumber': i + 1,
    ContributorPartyReference: ctx.parties.ref(name),
    Role: [...roles],
    InstrumentType: [...instruments],
  }));
}

function frontCover(ctx: ErnContext): XmlNode {
  const { cover, release } = ctx.snapshot;
  const pixels = (n: number) => ({ '@UnitOfMeasure': 'Pixel', '#': n });
  return {
    ResourceReference: ctx.coverResource,
    Type: 'FrontCoverImage',
    ResourceId: { ProprietaryId: { '@Namespace': ctx.namespace, '#': `${release.upc}_cover` } },
    TechnicalDetails: {
      TechnicalResourceDetailsReference: ctx.coverTechnical,
      ImageCodecType: 'JPEG',
      ImageHeight: pixels(cover.height),
      ImageWidth: pixels(cover.width),
      File: fileElement(cover.fileName, cover.md5),
    },
  };
}

/** The file's path relative to the message (DDEX batch profile: `resources/…`) and its MD5. */
const fileElement = (uri: string, md5: string): XmlNode => ({
  URI: uri,
  HashSum: { Algorithm: 'MD5', HashSumValue: md5.toLowerCase() },
});
