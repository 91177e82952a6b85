import type { ReleaseType } from '@soundpost/contracts/catalog';
import type { ContributorRole, VersionType } from './release-snapshot.ts';

/**
 * Soundpost's vocabulary in DDEX allowed values (allowed-value-sets.xsd). A value the set
 * lacks goes out as `UserDefined` with the sender's namespace, as DDEX asks.
 */

/** An element's content: text, with attributes (`@name`) when needed. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue =
  string | number | XmlNode | readonly XmlNode[] | readonly string[] | undefined;

export const ernReleaseType: Record<ReleaseType, string> = {
  single: 'Single',
  ep: 'EP',
  album: 'Album',
  compilation: 'Album',
};

/** Writer → ComposerLyricist: DDEX has no "writer"; a songwriter writes music and words. */
export const ernContributorRole: Record<ContributorRole, string> = {
  composer: 'Composer',
  lyricist: 'Lyricist',
  producer: 'StudioProducer',
  arranger: 'Arranger',
  writer: 'ComposerLyricist',
};

const versionTypes: Partial<Record<VersionType, string>> = {
  instrumental: 'InstrumentalVersion',
  live: 'LiveVersion',
  remix: 'RemixVersion',
};

/** The VersionType element of a track; none for an original or a cover (IsCover says that). */
export function ernVersionType(versionType: VersionType, namespace: string): XmlValue {
  if (versionType === 'original' || versionType === 'cover') return undefined;
  const known = versionTypes[versionType];
  if (known) return known;
  return {
    '@Namespace': namespace,
    '@UserDefinedValue': titleCase(versionType),
    '#': 'UserDefined',
  };
}

/** Performers: a role, and an InstrumentType when the instrument is one (not "vocals"). */
const performerRoles: Record<string, string> = { vocals: 'Vocalist', programming: 'Programmer' };
const instrumentTypes: Record<string, string | undefined> = {
  drums: 'DrumKit',
  keyboards: 'Keyboard',
  percussion: 'PercussionInstrument',
  turntables: 'Turntable',
  vocals: undefined,
  programming: undefined,
  other: undefined,
};

export function ernPerformer(instrument: string) {
  return {
    role: performerRoles[instrument] ?? 'Musician',
    instrumentType:
      instrument in instrumentTypes ? instrumentTypes[instrument] : pascalCase(instrument),
  };
}

const audioCodecs = new Set([
  'AAC',
  'AC-4',
  'ALaw',
  'FLAC',
  'MP2',
  'MP3',
  'MQA',
  'PCM',
  'Vorbis',
  'WMA',
]);

export function ernAudioCodec(codec: string, namespace: string): XmlValue {
  if (audioCodecs.has(codec)) return codec;
  return { '@Namespace': namespace, '@UserDefinedValue': codec, '#': 'UserDefined' };
}

export const ernParentalWarning = (explicit: boolean) => (explicit ? 'Explicit' : 'NotExplicit');

/** Seconds as an ISO 8601 duration (xs:duration): 205.5 → PT3M25.5S, rounded to the ms. */
export function isoDuration(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const ms = totalMs % 60_000;
  const secs = ms % 1000 === 0 ? String(ms / 1000) : (ms / 1000).toFixed(3).replace(/0+$/, '');
  return `PT${hours ? `${hours}H` : ''}${hours || minutes ? `${minutes}M` : ''}${secs}S`;
}

/** ISRCs go out without hyphens or spaces (CCXXXYYNNNNN), as stores match them. */
export const compactIsrc = (isrc: string) => isrc.replace(/[-\s]/g, '').toUpperCase();

/** "Main feat. A, B & C": the line stores show when they show one line. */
export function displayArtistName(main: string, featured: readonly string[]): string {
  if (featured.length === 0) return main;
  const list =
    featured.length === 1
      ? featured[0]
      : `${featured.slice(0, -1).join(', ')} & ${featured[featured.length - 1]}`;
  return `${main} feat. ${list}`;
}

/** A P line (℗, the recording) or C line (©, the artwork and text) with its sign. */
export function copyrightLine(kind: 'P' | 'C', line: { year: number; owner: string }): XmlNode {
  const sign = kind === 'P' ? '℗' : '©';
  return {
    Year: line.year,
    [`${kind}LineCompany`]: line.owner,
    [`${kind}LineText`]: `${sign} ${line.year} ${line.owner}`,
  };
}

const pascalCase = (snake: string) => snake.split('_').map(titleCase).join('');
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
