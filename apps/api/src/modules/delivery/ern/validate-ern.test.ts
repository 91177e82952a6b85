import { describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from './build-message.ts';
import { snapshotFixture } from '../test/ern-test-kit.ts';
import { validateAgainstXsd } from './validate-ern.ts';

describe('validateAgainstXsd', () => {
  const valid = buildNewReleaseMessage(snapshotFixture());

  it('accepts a built message', async () => {
    expect(await validateAgainstXsd(valid)).toEqual({ valid: true, errors: [] });
  });

  it('names the line and element of a value the allowed-value sets lack', async () => {
    const result = await validateAgainstXsd(valid.replace('>MainArtist<', '>Headliner<'));
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/^\d+: .*DisplayArtistRole.*Headliner/m);
  });

  it('reports a missing required element', async () => {
    const result = await validateAgainstXsd(valid.replace(/<Duration>PT3M25S<\/Duration>\s*/, ''));
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('Duration');
  });

  it('reports a document that is not well-formed', async () => {
    const result = await validateAgainstXsd(valid.slice(0, 500));
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });
});
