import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths.ts';

describe('paths', () => {
  it('keeps the full path, search included, in the login redirect', () => {
    expect(paths.auth.login.getHref('/account/security?x=1')).toBe(
      '/auth/login?redirect=%2Faccount%2Fsecurity%3Fx%3D1',
    );
  });

  it('only follows redirects to paths of this site', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
