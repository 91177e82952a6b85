// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { captureAttribution, storedAttribution } from './attribution.ts';

beforeEach(() => window.localStorage.clear());

describe('attribution', () => {
  it('keeps the referral code of any page and the first visit campaign for sign-up', () => {
    captureAttribution('?ref=abc234defg&utm_source=news&utm_medium=mail&utm_campaign=spring');
    expect(storedAttribution()).toEqual({
      referred_by_user: 'abc234defg',
      utm_source: 'news',
      utm_medium: 'mail',
      utm_campaign: 'spring',
    });
  });

  it('lets a later referral link win, but never a later campaign', () => {
    captureAttribution('?utm_source=podcast');
    captureAttribution('?ref=first23456');
    captureAttribution('?ref=second2345&utm_source=ads&utm_campaign=winter');
    expect(storedAttribution()).toEqual({
      referred_by_user: 'second2345',
      utm_source: 'podcast',
      utm_medium: undefined,
      utm_campaign: undefined,
    });
  });

  it('bounds what it stores', () => {
    captureAttribution(`?ref=${'x'.repeat(500)}&utm_source=${'y'.repeat(500)}`);
    expect(storedAttribution().referred_by_user).toHaveLength(64);
    expect(storedAttribution().utm_source).toHaveLength(100);
  });
});
