import type { contributorRoles, ReleaseType, versionTypes } from '@soundpost/contracts/catalog';

/**
 * Everything one DDEX message needs, already read from the database by the caller: the ERN
 * builders are pure functions of this value (and of nothing else, not even the clock), so a
 * message can be rebuilt byte for byte and tested without a database.
 */
export interface ReleaseSnapshot {
  /** What the message does to the release at the store (see decision 021). */
  messageKind: MessageKind;
  /** Unique per message, also the ACK's `AcknowledgedMessageId` (e.g. a uuid). */
  messageId: string;
  /** ISO 8601 date-time with zone, e.g. `2026-11-23T21:00:00.000Z` (ctx.clock.now()). */
  messageCreatedAt: string;
  sender: DdexParty;
  /** The store the message goes to. */
  recipient: DdexParty;
  release: ReleaseFacts;
  tracks: TrackSnapshot[];
  cover: ImageFile;
}

export type MessageKind = 'new' | 'update' | 'takedown';

/** A DDEX party: `partyId` is a DPID (`PADPIDA…`), `name` its full name. */
export interface DdexParty {
  partyId: string;
  name: string;
}

export interface ReleaseFacts {
  /** The release's uuid: the stable key of the release across new, update and takedown. */
  id: string;
  /** UPC/EAN, 12 to 14 digits, sent as the ICPN. */
  upc: string;
  title: string;
  /** A version shown after the title ("Deluxe Edition"); omitted when absent. */
  version?: string | null;
  releaseType: ReleaseType;
  /** The primary artist's display name. */
  displayArtist: string;
  featuredArtists: string[];
  labelName: string;
  /** Genre names as stores show them (e.g. "Hip-Hop/Rap"), not Soundpost's codes. */
  genre: string;
  subGenre?: string | null;
  /** ISO 639-1 code of the metadata's language, e.g. `en` (the message's LanguageAndScriptCode). */
  language: string;
  pLine: CopyrightLine;
  cLine: CopyrightLine;
  /** YYYY-MM-DD: the day stores start selling and streaming (deal start). */
  releaseDate: string;
  /** YYYY-MM-DD: the first release anywhere, when earlier than `releaseDate`. */
  originalReleaseDate?: string | null;
  /** YYYY-MM-DD: the pre-save date, before `releaseDate`; absent when there is no pre-order. */
  preOrderDate?: string | null;
  /** ISO 3166-1 alpha-2 codes, or 'worldwide'. */
  territories: string[] | 'worldwide';
}

export interface CopyrightLine {
  year: number;
  /** The owner, e.g. "Night Owl Records" (the builder adds the ℗ / © sign). */
  owner: string;
}

export type ContributorRole = (typeof contributorRoles)[number];
export type VersionType = (typeof versionTypes)[number];

export interface TrackSnapshot {
  /** 1-based position on the release. */
  position: number;
  /** CC-XXX-YY-NNNNN or CCXXXYYNNNNN; the message carries it without hyphens. */
  isrc: string;
  title: string;
  /** 'original' sends no VersionType element. */
  versionType: VersionType;
  displayArtist: string;
  featuredArtists: string[];
  contributors: { name: string; role: ContributorRole }[];
  performers: { name: string; instrument: string }[];
  /** Seconds, may have fractions (sent as an ISO 8601 duration). */
  durationSeconds: number;
  explicit: boolean;
  /** ISO 639-1 code of the performance's language; 'zxx' when instrumental. */
  language: string;
  /** As the release's genre: a display name. */
  genre: string;
  audio: AudioFile;
}

export interface AudioFile {
  /** Path inside the release folder, e.g. `resources/USXXX2600001.flac`. */
  fileName: string;
  /** Hex MD5 of the delivered file. */
  md5: string;
  /** 'FLAC', or the uploaded lossy codec ('MP3', 'AAC', …) when delivered as uploaded. */
  codec: string;
  /** Of a lossless file; not sent for a lossy one. */
  bitDepth?: number | null;
  sampleRate: number;
  channels: number;
  /** A lossy upload delivered as uploaded: its codec names it, and no bit depth is sent. */
  lossy: boolean;
}

/** The front cover, always a JPEG (3000×3000 as Soundpost delivers it). */
export interface ImageFile {
  /** Path inside the release folder, e.g. `resources/cover.jpg`. */
  fileName: string;
  md5: string;
  width: number;
  height: number;
}
