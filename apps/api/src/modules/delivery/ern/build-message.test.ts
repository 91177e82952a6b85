import { describe, expect, it } from 'vitest';
import { buildValidMessage, snapshotFixture, trackFixture } from '../test/ern-test-kit.ts';

describe('buildNewReleaseMessage', () => {
  it('builds a valid single with its UPC, ISRC, duration, file, MD5 and deals', async () => {
    const snapshot = snapshotFixture();
    const { message } = await buildValidMessage(snapshot);

    expect(message['@ReleaseProfileVersionId']).toBe('Audio');
    expect(message['@LanguageAndScriptCode']).toBe('en');
    const header = message.MessageHeader;
    expect(header.MessageId).toBe(snapshot.messageId);
    expect(header.MessageSender.PartyId).toBe('PADPIDAXSOUNDPOST');
    expect(header.MessageRecipient).toEqual({
      PartyId: 'PADPIDA2011072101T',
      PartyName: { FullName: 'Example Store' },
    });
    expect(header.MessageCreatedDateTime).toBe('2026-11-23T21:00:00.000Z');

    const [recording] = message.ResourceList.SoundRecording;
    expect(recording.SoundRecordingEdition.ResourceId.ISRC).toBe('QZES52600001');
    expect(recording.Duration).toBe('PT3M25S');
    expect(recording.ParentalWarningType).toBe('NotExplicit');
    expect(recording.VersionType).toBeUndefined();
    const file = recording.SoundRecordingEdition.TechnicalDetails.DeliveryFile;
    expect(file.AudioCodecType).toBe('FLAC');
    expect(file.BitDepth).toBe('16');
    expect(file.SamplingRate).toEqual({ '#text': '44100', '@UnitOfMeasure': 'Hz' });
    expect(file.File).toEqual({
      URI: 'resources/QZES52600001.flac',
      HashSum: { Algorithm: 'MD5', HashSumValue: snapshot.tracks[0]!.audio.md5 },
    });
    const image = message.ResourceList.Image;
    expect(image.Type).toBe('FrontCoverImage');
    expect(image.TechnicalDetails.File.HashSum.HashSumValue).toBe(snapshot.cover.md5);
    expect(image.TechnicalDetails.ImageWidth['#text']).toBe('3000');

    const release = message.ReleaseList.Release;
    expect(release.ReleaseType).toBe('Single');
    expect(release.ReleaseId.ICPN).toBe('0859712345678');
    expect(release.ReleaseDate).toBe('2026-12-18');
    expect(release.PLine.PLineText).toBe('℗ 2026 Night Owl Records');
    expect(release.CLine.CLineText).toBe('© 2026 Luna Park');
    expect(release.ResourceGroup.LinkedReleaseResourceReference['#text']).toBe(
      image.ResourceReference,
    );
    const label = message.PartyList.Party.find(
      (p: { PartyReference: string }) => p.PartyReference === release.ReleaseLabelReference,
    );
    expect(label.PartyName.FullName).toBe('Night Owl Records');
    expect(message.ReleaseList.TrackRelease[0].ReleaseId.ProprietaryId['#text']).toBe(
      'QZES52600001',
    );

    const deals = message.DealList.ReleaseDeal;
    expect(deals.map((d: { DealReleaseReference: string }) => d.DealReleaseReference)).toEqual([
      'R0',
      'R1',
    ]);
    const [stream, download] = deals[0].Deal.map((d: { DealTerms: unknown }) => d.DealTerms);
    expect(stream).toEqual({
      TerritoryCode: ['Worldwide'],
      ValidityPeriod: { StartDate: '2026-12-18' },
      CommercialModelType: ['SubscriptionModel', 'AdvertisementSupportedModel'],
      UseType: ['OnDemandStream', 'NonInteractiveStream'],
    });
    expect(download.UseType).toEqual(['PermanentDownload']);
    expect(download.CommercialModelType).toEqual(['PayAsYouGoModel']);
  });

  it('builds an EP with featured artists, contributors, performers and an explicit track', async () => {
    const snapshot = snapshotFixture({
      release: {
        ...snapshotFixture().release,
        releaseType: 'ep',
        title: 'Tides',
        territories: ['ES', 'MX', 'US'],
        subGenre: 'Indie Pop',
      },
      tracks: [
        trackFixture(1, {
          featuredArtists: ['Mar Azul', 'Kito'],
          contributors: [
            { name: 'Ana Lopez', role: 'composer' },
            { name: 'Ana Lopez', role: 'lyricist' },
            { name: 'Ben Ray', role: 'producer' },
            { name: 'Cleo Fox', role: 'writer' },
          ],
          performers: [
            { name: 'Ben Ray', instrument: 'drums' },
            { name: 'Luna Park', instrument: 'vocals' },
          ],
          durationSeconds: 3725.25,
        }),
        trackFixture(2, { explicit: true, versionType: 'remix', title: 'Song 2 (Kito Remix)' }),
        trackFixture(3, { versionType: 'acoustic', language: 'es' }),
      ],
    });
    const { message } = await buildValidMessage(snapshot);

    const parties = new Map<string, string>(
      message.PartyList.Party.map(
        (p: { PartyReference: string; PartyName: { FullName: string } }) => [
          p.PartyReference,
          p.PartyName.FullName,
        ],
      ),
    );
    expect([...parties.values()]).toEqual([
      'Luna Park',
      'Night Owl Records',
      'Mar Azul',
      'Kito',
      'Ana Lopez',
      'Ben Ray',
      'Cleo Fox',
    ]);
    const [first, second, third] = message.ResourceList.SoundRecording;
    expect(first.DisplayArtistName).toBe('Luna Park feat. Mar Azul & Kito');
    expect(
      first.DisplayArtist.map((a: { ArtistPartyReference: string; DisplayArtistRole: string }) => [
        parties.get(a.ArtistPartyReference),
        a.DisplayArtistRole,
      ]),
    ).toEqual([
      ['Luna Park', 'MainArtist'],
      ['Mar Azul', 'FeaturedArtist'],
      ['Kito', 'FeaturedArtist'],
    ]);
    expect(
      first.Contributor.map(
        (c: { ContributorPartyReference: string; Role: string[]; InstrumentType?: string[] }) => [
          parties.get(c.ContributorPartyReference),
          c.Role,
          c.InstrumentType ?? [],
        ],
      ),
    ).toEqual([
      ['Ana Lopez', ['Composer', 'Lyricist'], []],
      ['Ben Ray', ['StudioProducer', 'Musician'], ['DrumKit']],
      ['Cleo Fox', ['ComposerLyricist'], []],
      ['Luna Park', ['Vocalist'], []],
    ]);
    expect(first.Duration).toBe('PT1H2M5.25S');
    expect(second.ParentalWarningType).toBe('Explicit');
    expect(second.VersionType).toBe('RemixVersion');
    expect(third.VersionType).toEqual({
      '#text': 'UserDefined',
      '@Namespace': 'DPID:PADPIDAXSOUNDPOST',
      '@UserDefinedValue': 'Acoustic',
    });
    expect(third.LanguageOfPerformance).toBe('es');

    const release = message.ReleaseList.Release;
    expect(release.ReleaseType).toBe('EP');
    expect(release.ParentalWarningType).toBe('Explicit');
    expect(release.Genre).toEqual({ GenreText: 'Pop', SubGenre: 'Indie Pop' });
    expect(release.Duration).toBe('PT1H8M55.25S');
    expect(
      release.ResourceGroup.ResourceGroupContentItem.map(
        (i: { SequenceNumber: string; ReleaseResourceReference: string }) => [
          i.SequenceNumber,
          i.ReleaseResourceReference,
        ],
      ),
    ).toEqual([
      ['1', 'A1'],
      ['2', 'A2'],
      ['3', 'A3'],
    ]);
    expect(message.ReleaseList.TrackRelease).toHaveLength(3);
    for (const releaseDeal of message.DealList.ReleaseDeal)
      for (const deal of releaseDeal.Deal)
        expect(deal.DealTerms.TerritoryCode).toEqual(['ES', 'MX', 'US']);
    expect(message.DealList.ReleaseDeal).toHaveLength(4);
  });
});
