import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/releases/42?tab=tracks#top', '/releases/42?tab=tracks#top'],
    ['/account/./security', '/account/security'],
    ['/a/../dashboard', '/dashboard'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/search?next=//evil.example', '/search?next=//evil.example'],
  ])('keeps %s as %s', (value, path) => {
    expect(safeRedirectPath(value)).toBe(path);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['dashboard'],
    ['https://evil.example/x'],
    ['HTTPS://evil.example'],
    ['javascript:alert(1)'],
    ['//evil.example'],
    ['///evil.example'],
    ['/.//evil.example'],
    ['/././/evil.example'],
    ['/..//evil.example'],
    ['/a/../..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/.%2e//evil.example'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['/.\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\u0000/evil.example'],
    ['/' + 'a'.repeat(2000)],
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
