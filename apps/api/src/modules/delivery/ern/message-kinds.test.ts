import { describe, expect, it } from 'vitest';
import { buildValidMessage, snapshotFixture, trackFixture } from '../test/ern-test-kit.ts';

type Deal = { DealTerms: Record<string, unknown> & { ValidityPeriod: Record<string, string> } };
type ReleaseDeal = { DealReleaseReference: string; Deal: Deal[] };

const album = snapshotFixture({
  release: { ...snapshotFixture().release, releaseType: 'album', territories: ['DE', 'FR'] },
  tracks: [trackFixture(1), trackFixture(2), trackFixture(3)],
});

describe('message kinds', () => {
  it('pre-order: a pre-order deal and visibility from the pre-save date on the main release', async () => {
    const { message } = await buildValidMessage({
      ...album,
      release: { ...album.release, preOrderDate: '2026-12-04' },
    });

    const visibility = message.DealList.ReleaseVisibility;
    expect(visibility).toEqual([
      {
        VisibilityReference: 'V1',
        TerritoryCode: ['DE', 'FR'],
        ReleaseDisplayStartDateTime: '2026-12-04T00:00:00',
      },
    ]);
    expect(message.ReleaseList.Release.ReleaseVisibilityReference).toBe('V1');
    const [main, ...tracks] = message.DealList.ReleaseDeal as ReleaseDeal[];
    const preOrder = main!.Deal.find((d) => d.DealTerms.IsPreOrderDeal === 'true');
    expect(preOrder?.DealTerms).toMatchObject({
      TerritoryCode: ['DE', 'FR'],
      ValidityPeriod: { StartDate: '2026-12-04', EndDate: '2026-12-17' },
      CommercialModelType: ['PayAsYouGoModel'],
      UseType: ['PermanentDownload'],
    });
    expect(main!.Deal).toHaveLength(3);
    for (const track of tracks) {
      expect(track.Deal).toHaveLength(2);
      for (const deal of track.Deal)
        expect(deal.DealTerms.ValidityPeriod).toEqual({ StartDate: '2026-12-18' });
    }
  });

  it('update: the same release ids under a new message id, the same thread', async () => {
    const { message: first } = await buildValidMessage(album);
    const { message: update } = await buildValidMessage({
      ...album,
      messageKind: 'update',
      messageId: '0d9a7c1b-2e3f-4a5b-8c6d-7e8f9a0b1c2d',
      messageCreatedAt: '2027-01-10T09:30:00.000Z',
      tracks: album.tracks.map((t) => ({ ...t, title: `${t.title} (Remastered)` })),
    });

    expect(update.MessageHeader.MessageId).not.toBe(first.MessageHeader.MessageId);
    expect(update.MessageHeader.MessageThreadId).toBe(first.MessageHeader.MessageThreadId);
    expect(update.MessageHeader.MessageThreadId).toBe(album.release.id);
    expect(update.ReleaseList.Release.ReleaseId).toEqual(first.ReleaseList.Release.ReleaseId);
    const isrcs = (m: typeof first) =>
      m.ResourceList.SoundRecording.map(
        (r: { SoundRecordingEdition: { ResourceId: { ISRC: string } } }) =>
          r.SoundRecordingEdition.ResourceId.ISRC,
      );
    expect(isrcs(update)).toEqual(isrcs(first));
    expect(isrcs(update)).toEqual(['QZES52600001', 'QZES52600002', 'QZES52600003']);
    expect(update.ResourceList.SoundRecording[0].DisplayTitleText).toBe('Song 1 (Remastered)');
    expect(update.DealList).toEqual(first.DealList);
  });

  it('takedown: every deal of every release ends the day before the message, in every territory', async () => {
    const { message } = await buildValidMessage({
      ...album,
      messageKind: 'takedown',
      messageCreatedAt: '2027-03-01T08:00:00.000Z',
      release: { ...album.release, releaseDate: '2026-12-18', preOrderDate: '2026-12-04' },
    });

    const releaseDeals = message.DealList.ReleaseDeal as ReleaseDeal[];
    expect(releaseDeals.map((d) => d.DealReleaseReference)).toEqual(['R0', 'R1', 'R2', 'R3']);
    for (const { Deal } of releaseDeals) {
      expect(Deal).toHaveLength(2);
      for (const deal of Deal) {
        expect(deal.DealTerms.ValidityPeriod).toEqual({
          StartDate: '2026-12-18',
          EndDate: '2027-02-28',
        });
        expect(deal.DealTerms.TerritoryCode).toEqual(['DE', 'FR']);
        expect(deal.DealTerms.IsPreOrderDeal).toBeUndefined();
      }
    }
    expect(message.DealList.ReleaseVisibility).toBeUndefined();
    expect(message.ReleaseList.Release.ReleaseVisibilityReference).toBeUndefined();
    expect(message.ReleaseList.Release.ReleaseId.ICPN).toBe(album.release.upc);
  });

  it('takedown before the release date: deals that ended yesterday, worldwide', async () => {
    const { message } = await buildValidMessage({
      ...album,
      messageKind: 'takedown',
      messageCreatedAt: '2026-12-01T23:59:00.000Z',
      release: { ...album.release, territories: 'worldwide' },
    });
    for (const { Deal } of message.DealList.ReleaseDeal as ReleaseDeal[])
      for (const deal of Deal) {
        expect(deal.DealTerms.ValidityPeriod).toEqual({
          StartDate: '2026-11-30',
          EndDate: '2026-11-30',
        });
        expect(deal.DealTerms.TerritoryCode).toEqual(['Worldwide']);
      }
  });
});
