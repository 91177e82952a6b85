import { describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from './build-message.ts';
import { buildValidMessage, snapshotFixture, trackFixture } from '../test/ern-test-kit.ts';

describe('buildNewReleaseMessage: text, optional fields and mistakes', () => {
  it('escapes &, <, quotes, emoji and right-to-left text, and reads them back unchanged', async () => {
    const title = 'Rock & <Roll> "Live" 🎸 — أغنية ليلية';
    const artist = 'שלום & Co <3';
    const snapshot = snapshotFixture({
      release: {
        ...snapshotFixture().release,
        title,
        displayArtist: artist,
        labelName: 'A&B <Records>',
      },
      tracks: [trackFixture(1, { title, displayArtist: artist })],
    });
    const { xml, message } = await buildValidMessage(snapshot);

    expect(xml).toContain('Rock &amp; &lt;Roll&gt;');
    expect(xml).not.toContain('<Roll>');
    expect(message.ReleaseList.Release.DisplayTitleText).toBe(title);
    expect(message.ResourceList.SoundRecording[0].DisplayArtistName).toBe(artist);
    expect(
      message.PartyList.Party.map((p: { PartyName: { FullName: string } }) => p.PartyName.FullName),
    ).toContain('A&B <Records>');
  });

  it('throws on a character XML cannot carry instead of writing a broken file', () => {
    const base = snapshotFixture();
    expect(() =>
      buildNewReleaseMessage({ ...base, release: { ...base.release, title: 'Bad\u0001Title' } }),
    ).toThrow(/invalid characters/);
  });

  it('leaves optional fields out rather than empty', async () => {
    const snapshot = snapshotFixture({
      tracks: [
        trackFixture(1, { contributors: [], audio: { ...trackFixture(1).audio, bitDepth: null } }),
      ],
    });
    const { xml } = await buildValidMessage(snapshot);

    for (const element of [
      'SubTitle',
      'SubGenre',
      'OriginalReleaseDate',
      'ReleaseVisibility',
      'IsPreOrderDeal',
      'Contributor',
      'BitDepth',
      'VersionType',
      'EndDate',
      'IsCover',
    ])
      expect(xml).not.toContain(`<${element}`);
    expect(xml).not.toMatch(/<(\w+)(\s[^>]*)?><\/\1>|<\w+(\s[^>]*)?\/>/);
  });

  it('sends a version, the original release date, a cover version and a lossy file as such', async () => {
    const base = snapshotFixture();
    const { message } = await buildValidMessage({
      ...base,
      release: { ...base.release, version: 'Deluxe Edition', originalReleaseDate: '1999-05-01' },
      tracks: [
        trackFixture(1, {
          versionType: 'cover',
          audio: {
            ...trackFixture(1).audio,
            codec: 'MP3',
            bitDepth: 16,
            lossy: true,
            fileName: 'resources/x.mp3',
          },
        }),
      ],
    });
    const release = message.ReleaseList.Release;
    expect(release.DisplayTitleText).toBe('Night Drive (Deluxe Edition)');
    expect(release.DisplayTitle).toEqual({ TitleText: 'Night Drive', SubTitle: 'Deluxe Edition' });
    expect(release.OriginalReleaseDate).toBe('1999-05-01');
    const [recording] = message.ResourceList.SoundRecording;
    expect(recording.IsCover).toBe('true');
    const file = recording.SoundRecordingEdition.TechnicalDetails.DeliveryFile;
    expect(file.AudioCodecType).toBe('MP3');
    expect(file.BitDepth).toBeUndefined();
    expect(file.File.URI).toBe('resources/x.mp3');
  });

  it('refuses a snapshot without tracks, with a repeated position or a repeated ISRC', () => {
    const base = snapshotFixture();
    expect(() => buildNewReleaseMessage({ ...base, tracks: [] })).toThrow(/at least one track/);
    expect(() =>
      buildNewReleaseMessage({
        ...base,
        tracks: [trackFixture(1), { ...trackFixture(2), position: 1 }],
      }),
    ).toThrow(/positions/);
    expect(() =>
      buildNewReleaseMessage({
        ...base,
        tracks: [trackFixture(1), { ...trackFixture(2), isrc: 'QZES52600001' }],
      }),
    ).toThrow(/own ISRC/);
  });

  it('lists tracks by position whatever order the snapshot has them in', async () => {
    const base = snapshotFixture();
    const { message } = await buildValidMessage({
      ...base,
      tracks: [trackFixture(2), trackFixture(1)],
    });
    expect(
      message.ResourceList.SoundRecording.map(
        (r: { DisplayTitleText: string }) => r.DisplayTitleText,
      ),
    ).toEqual(['Song 1', 'Song 2']);
    expect(message.ResourceList.Image.ResourceReference).toBe('A3');
  });
});
