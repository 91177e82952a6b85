import { describe, expect, it } from 'vitest';
import { checkDimensions, checkFileBasics } from './artwork-rules.ts';

const mb = 1024 * 1024;

describe('artwork pre-checks', () => {
  it('takes JPEG and PNG under 20 MB', () => {
    expect(checkFileBasics({ type: 'image/jpeg', size: 5 * mb })).toBeNull();
    expect(checkFileBasics({ type: 'image/png', size: 20 * mb - 1 })).toBeNull();
  });

  it('names the spec messages with their values', () => {
    expect(checkFileBasics({ type: 'image/png', size: 20 * mb })).toEqual({
      key: 'errors:artwork_too_large',
      params: { max: '20 MB' },
    });
    expect(checkFileBasics({ type: 'image/webp', size: 1 })?.key).toBe(
      'errors:artwork_unsupported_format',
    );
    expect(checkDimensions(1499, 3000)).toEqual({
      key: 'errors:artwork_too_small',
      params: { min: 1500 },
    });
    expect(checkDimensions(1500, 1500)).toBeNull();
  });
});
