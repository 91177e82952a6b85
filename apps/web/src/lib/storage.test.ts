// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from './storage.ts';

describe('storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('clearSession keeps language, theme, referral, UTM values and consent and drops the rest', () => {
    for (const [key, value] of Object.entries({
      user: '{"_id":"u1","freeze":false}',
      language: 'tr',
      theme: 'dark',
      referral: 'friend',
      utm_campaign: 'spring',
      utm_medium: 'mail',
      utm_source: 'news',
      consent: '{"support":true,"analytics":false}',
      'some-other-key': 'x',
    })) {
      window.localStorage.setItem(key, value);
    }
    storage.clearSession();
    expect(Object.keys(window.localStorage).sort()).toEqual(
      [
        'consent',
        'language',
        'referral',
        'theme',
        'utm_campaign',
        'utm_medium',
        'utm_source',
      ].sort(),
    );
  });

  it('ignores a stored user that is not a user record', () => {
    window.localStorage.setItem('user', '{"hello":1}');
    expect(storage.getUser()).toBeNull();
    window.localStorage.setItem('user', 'not json');
    expect(storage.getUser()).toBeNull();
  });
});
