import { instruments, versionTypes } from '@soundpost/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from './build-message.ts';
import { readMessage, snapshotFixture, trackFixture } from '../test/ern-test-kit.ts';
import { compactIsrc, displayArtistName, isoDuration } from './ern-vocabulary.ts';
import { validateAgainstXsd } from './validate-ern.ts';

describe('ERN vocabulary', () => {
  it('writes durations as ISO 8601, rounded to the millisecond', () => {
    expect(isoDuration(205)).toBe('PT3M25S');
    expect(isoDuration(59.9996)).toBe('PT1M0S');
    expect(isoDuration(7.5)).toBe('PT7.5S');
    expect(isoDuration(180.123456)).toBe('PT3M0.123S');
    expect(isoDuration(3600)).toBe('PT1H0M0S');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('joins featured artists into one display line', () => {
    expect(displayArtistName('A', [])).toBe('A');
    expect(displayArtistName('A', ['B'])).toBe('A feat. B');
    expect(displayArtistName('A', ['B', 'C', 'D'])).toBe('A feat. B, C & D');
  });

  it('sends ISRCs without hyphens', () => {
    expect(compactIsrc('qz-es5-26-00001')).toBe('QZES52600001');
  });

  it('maps every instrument, version type, codec and release type to values the XSD allows', async () => {
    const base = snapshotFixture();
    const tracks = versionTypes.map((versionType, i) =>
      trackFixture(i + 1, {
        versionType,
        performers: instruments.map((instrument, j) => ({ name: `Player ${j}`, instrument })),
        audio: { ...trackFixture(i + 1).audio, codec: i === 0 ? 'OPUS' : 'AAC', lossy: true },
      }),
    );
    for (const releaseType of ['single', 'ep', 'album', 'compilation'] as const) {
      const xml = buildNewReleaseMessage({
        ...base,
        release: { ...base.release, releaseType },
        tracks,
      });
      expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
      if (releaseType !== 'compilation') continue;
      const message = readMessage(xml);
      expect(message.ReleaseList.Release.IsMultiArtistCompilation).toBe('true');
      expect(
        message.ResourceList.SoundRecording[0].SoundRecordingEdition.TechnicalDetails.DeliveryFile
          .AudioCodecType,
      ).toEqual({
        '#text': 'UserDefined',
        '@Namespace': 'DPID:PADPIDAXSOUNDPOST',
        '@UserDefinedValue': 'OPUS',
      });
    }
  });
});
