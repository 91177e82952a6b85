import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import { buildNewReleaseMessage } from '../ern/build-message.ts';
import type { ReleaseSnapshot, TrackSnapshot } from '../ern/release-snapshot.ts';
import { validateAgainstXsd } from '../ern/validate-ern.ts';

/** A plain track; tests override what they look at. */
export function trackFixture(
  position: number,
  overrides: Partial<TrackSnapshot> = {},
): TrackSnapshot {
  const isrc = `QZ-ES5-26-${String(position).padStart(5, '0')}`;
  return {
    position,
    isrc,
    title: `Song ${position}`,
    versionType: 'original',
    displayArtist: 'Luna Park',
    featuredArtists: [],
    contributors: [{ name: 'Ana Lopez', role: 'composer' }],
    performers: [],
    durationSeconds: 205,
    explicit: false,
    language: 'en',
    genre: 'Pop',
    audio: {
      fileName: `resources/${isrc.replaceAll('-', '')}.flac`,
      md5: `${String(position).padStart(2, '0')}a3f1c2b4d5e6f708192a3b4c5d6e7f8`.slice(0, 32),
      codec: 'FLAC',
      bitDepth: 16,
      sampleRate: 44_100,
      channels: 2,
      lossy: false,
    },
    ...overrides,
  };
}

/** A worldwide single of kind 'new'; tests override what they look at. */
export function snapshotFixture(overrides: Partial<ReleaseSnapshot> = {}): ReleaseSnapshot {
  return {
    messageKind: 'new',
    messageId: '7f0c2a1e-5b8d-4c3e-9a6f-1d2e3f4a5b6c',
    messageCreatedAt: '2026-11-23T21:00:00.000Z',
    sender: { partyId: 'PADPIDAXSOUNDPOST', name: 'Soundpost' },
    recipient: { partyId: 'PADPIDA2011072101T', name: 'Example Store' },
    release: {
      id: '3b7e9d2a-8c1f-4e5a-b6d7-9f0a1b2c3d4e',
      upc: '0859712345678',
      title: 'Night Drive',
      releaseType: 'single',
      displayArtist: 'Luna Park',
      featuredArtists: [],
      labelName: 'Night Owl Records',
      genre: 'Pop',
      language: 'en',
      pLine: { year: 2026, owner: 'Night Owl Records' },
      cLine: { year: 2026, owner: 'Luna Park' },
      releaseDate: '2026-12-18',
      territories: 'worldwide',
    },
    tracks: [trackFixture(1, { title: 'Night Drive' })],
    cover: {
      fileName: 'resources/cover.jpg',
      md5: '9e107d9d372bb6826bd81d3542a419d6',
      width: 3000,
      height: 3000,
    },
    ...overrides,
  };
}

/** Reads a built message back: namespace prefixes off, repeatable elements always arrays. */
const alwaysArrays = new Set([
  'Party',
  'SoundRecording',
  'TrackRelease',
  'DisplayArtist',
  'Contributor',
  'Role',
  'InstrumentType',
  'ResourceGroupContentItem',
  'ReleaseDeal',
  'Deal',
  'TerritoryCode',
  'CommercialModelType',
  'UseType',
  'ReleaseVisibility',
]);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  processEntities: true,
  isArray: (name) => alwaysArrays.has(name),
});

// The parser's output is as loose as the document; tests assert its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readMessage = (xml: string): any => parser.parse(xml).NewReleaseMessage;

/** Builds the message, checks it against the XSD with xmllint, and reads it back. */
export async function buildValidMessage(snapshot = snapshotFixture()) {
  const xml = buildNewReleaseMessage(snapshot);
  expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
  return { xml, message: readMessage(xml) };
}
