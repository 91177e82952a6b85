import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@soundpost/contracts/redirect';
import { paths } from './paths.ts';

describe('paths', () => {
  it('keeps the full path, search included, in the login redirect', () => {
    expect(paths.auth.login.getHref('/account/security?x=1')).toBe(
      '/auth/login?redirect=%2Faccount%2Fsecurity%3Fx%3D1',
    );
  });

  it('only follows redirects to paths of this site', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/.//evil.example')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
