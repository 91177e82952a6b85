import { storage } from './storage.ts';

const utmKeys = ['utm_campaign', 'utm_medium', 'utm_source'] as const;

/**
 * Remembers who referred the visitor (`?ref=`) and the campaign that brought them
 * (`utm_*`), on any page, so sign-up can credit them later (decision 051). The latest
 * referral link wins (the friend whose link was followed last); the campaign is the first
 * visit's, kept whole: once any `utm_*` is stored, later visits change none of them.
 */
export function captureAttribution(search: string): void {
  const params = new URLSearchParams(search);
  const ref = params.get('ref')?.trim();
  if (ref) storage.set('referral', ref.slice(0, 64));
  if (utmKeys.some((key) => storage.get(key))) return;
  for (const key of utmKeys) {
    const value = params.get(key)?.trim();
    if (value) storage.set(key, value.slice(0, 100));
  }
}

/** The stored attribution, shaped for the register and social-login payloads. */
export function storedAttribution() {
  return {
    referred_by_user: storage.get('referral') ?? undefined,
    utm_campaign: storage.get('utm_campaign') ?? undefined,
    utm_medium: storage.get('utm_medium') ?? undefined,
    utm_source: storage.get('utm_source') ?? undefined,
  };
}
