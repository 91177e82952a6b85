import { randomBytes } from 'node:crypto';
import type { Language } from '@soundpost/contracts/locales';
import { presaveEmailFormSchema } from '@soundpost/contracts/presave';
import type { AppContext } from '../../lib/context.ts';
import { secretBoxFor } from '../../lib/secret-box.ts';
import { renderPresaveMail } from './presave-mail.ts';
import * as repo from './presave.repository.ts';
import type { ProviderTokens } from './providers/presave-provider.ts';
import { presaveProvider } from './providers/spotify.ts';
import { findPublicCampaign, publicStateOf, type PublicCampaign } from './public-campaign.ts';
import { openValue, signValue } from './signed-values.ts';

/** How long a listener has to come back from the service's consent screen. */
const stateLifetimeMs = 10 * 60_000;
/** How long a confirmation link works. */
const confirmLifetimeMs = 7 * 86_400_000;

type OAuthState = { c: string; n: string; x: number; l: Language };
type SubscriberLink = { s: string; x?: number };

/** The OAuth tokens at rest: sealed under their own purpose (decision 054). */
export const tokenBox = (ctx: AppContext) => secretBoxFor(ctx.config, 'presave-tokens');

export const sealTokens = (ctx: AppContext, tokens: ProviderTokens) => ({
  accessToken: tokenBox(ctx).seal(tokens.accessToken),
  refreshToken: tokenBox(ctx).seal(tokens.refreshToken),
  tokenExpiresAt: tokens.expiresAt,
});

/** Where the service sends the listener back: the public `/spotify-auth` screen. */
export const spotifyRedirectUri = (ctx: AppContext) => `${ctx.config.appUrl}/spotify-auth`;

/** A link of the flow back to the API's own pages, in the visitor's language. */
const pageLink = (ctx: AppContext, path: string, query: Record<string, string>) =>
  `${ctx.config.appUrl}${path}?${new URLSearchParams(query)}`;

export const leaveLink = (ctx: AppContext, key: string, subscriberId: string, lang: Language) =>
  pageLink(ctx, `/release/${key}/leave`, {
    t: signValue(ctx, 'leave', { s: subscriberId } satisfies SubscriberLink),
    lang,
  });

/**
 * "Save on Spotify": the service's authorize address, with a state that names the campaign,
 * is signed, expires in 10 minutes and is accepted once. No cookie is set: the state carries
 * all the callback needs.
 */
export function spotifyAuthorizeUrl(ctx: AppContext, campaignId: string, lang: Language) {
  const provider = presaveProvider(ctx.config);
  if (!provider) return null;
  const state: OAuthState = {
    c: campaignId,
    n: randomBytes(16).toString('base64url'),
    x: ctx.clock.now().getTime() + stateLifetimeMs,
    l: lang,
  };
  return provider.authorizeUrl(signValue(ctx, 'oauth-state', state), spotifyRedirectUri(ctx));
}

/** What `/spotify-auth` shows: success (with the subscriber), denied, or an error. */
export type SpotifyOutcome =
  | { outcome: 'success'; campaign: PublicCampaign; subscriberId: string; lang: Language }
  | { outcome: 'denied' | 'error'; lang?: Language; campaign?: PublicCampaign };

/**
 * The listener comes back from Spotify. The state must be ours, unexpired and unused (a replay
 * is refused); then the code becomes tokens, the profile gives the country and followers, and
 * the subscription is kept with the tokens sealed. The same account twice is one subscription.
 */
export async function completeSpotify(
  ctx: AppContext,
  query: { code?: string; state?: string; error?: string },
): Promise<SpotifyOutcome> {
  const state = query.state ? openValue<OAuthState>(ctx, 'oauth-state', query.state) : null;
  const now = ctx.clock.now();
  if (!state || typeof state.n !== 'string' || typeof state.c !== 'string') {
    return { outcome: 'error' };
  }
  const lang = state.l;
  if (state.x < now.getTime() || !(await repo.recordStateUse(ctx.db, state.n, new Date(state.x)))) {
    return { outcome: 'error', lang };
  }
  const campaign = publicStateOf(ctx, await repo.findCampaignById(ctx.db, state.c));
  if (campaign.state !== 'found' || campaign.phase !== 'scheduled') {
    return { outcome: 'error', lang, campaign };
  }
  const provider = presaveProvider(ctx.config);
  if (query.error || !query.code || !provider) {
    return { outcome: query.error === 'access_denied' ? 'denied' : 'error', lang, campaign };
  }
  try {
    const redirectUri = spotifyRedirectUri(ctx);
    let tokens = await provider.exchangeCode(query.code, redirectUri);
    const profile = await provider
      .session(tokens, async (next) => {
        tokens = next;
      })
      .profile();
    const row = await repo.upsertSubscriber(ctx.db, {
      campaignId: campaign.found.campaign.id,
      service: 'spotify',
      account: profile.id,
      lang,
      country: profile.country,
      followers: profile.followers,
      ...sealTokens(ctx, tokens),
      confirmedAt: now,
      createdAt: now,
    });
    return { outcome: 'success', campaign, subscriberId: row.id, lang };
  } catch (error) {
    ctx.log.warn({ err: error }, 'presave: Spotify connection failed');
    return { outcome: 'error', lang, campaign };
  }
}

/**
 * "Notify me by e-mail": keeps the address unconfirmed and sends the confirmation (double
 * opt-in); only a confirmed address counts or is e-mailed on release day. An address already
 * on the list gets its confirmation again if it never confirmed, else nothing: the answer is
 * the same either way, so the form tells no one who subscribed.
 */
export async function subscribeByEmail(
  ctx: AppContext,
  key: string,
  body: unknown,
  lang: Language,
): Promise<{ campaign: PublicCampaign; invalid?: true }> {
  const campaign = await findPublicCampaign(ctx, key);
  if (campaign.state !== 'found' || campaign.phase !== 'scheduled') return { campaign };
  const parsed = presaveEmailFormSchema.safeParse(body);
  if (!parsed.success) return { campaign, invalid: true };
  const now = ctx.clock.now();
  const row = await repo.upsertSubscriber(ctx.db, {
    campaignId: campaign.found.campaign.id,
    service: 'email',
    account: parsed.data.email,
    lang,
    createdAt: now,
  });
  if (row.confirmedAt) return { campaign };
  const { release, artistName } = campaign.found;
  const mail = renderPresaveMail(ctx, lang, 'confirm', {
    title: release.title ?? '',
    artist: artistName ?? '',
    link: pageLink(ctx, `/release/${key}/confirm`, {
      t: signValue(ctx, 'confirm', { s: row.id, x: now.getTime() + confirmLifetimeMs }),
      lang,
    }),
    leave: leaveLink(ctx, key, row.id, lang),
  });
  await ctx.mailer.send({ to: parsed.data.email, ...mail });
  return { campaign };
}

/** The subscriber a link of an e-mail or of the success screen names, if it still exists. */
async function linkedSubscriber(ctx: AppContext, purpose: 'confirm' | 'leave', token: string) {
  const link = openValue<SubscriberLink>(ctx, purpose, token);
  if (!link || typeof link.s !== 'string') return undefined;
  if (link.x !== undefined && link.x < ctx.clock.now().getTime()) return undefined;
  return repo.findSubscriber(ctx.db, link.s);
}

/** The confirmation link: the address now counts (once; a second click changes nothing). */
export async function confirmEmail(ctx: AppContext, key: string, token: string) {
  const subscriber = await linkedSubscriber(ctx, 'confirm', token);
  const campaign = await findPublicCampaign(ctx, key);
  if (!subscriber || campaign.state !== 'found') return { ok: false as const, campaign };
  if (subscriber.campaignId !== campaign.found.campaign.id) return { ok: false as const, campaign };
  await repo.confirmSubscriber(ctx.db, subscriber.id, ctx.clock.now());
  return { ok: true as const, campaign };
}

/** Whether a leave link is good (the screen before the button). */
export async function canLeave(ctx: AppContext, key: string, token: string) {
  const subscriber = await linkedSubscriber(ctx, 'leave', token);
  const campaign = await repo.findCampaignByKey(ctx.db, key);
  return !!subscriber && subscriber.campaignId === campaign?.campaign.id;
}

/** Leaving deletes the subscription: the address or the account's tokens, country, followers. */
export async function leave(ctx: AppContext, key: string, token: string) {
  if (!(await canLeave(ctx, key, token))) return false;
  const link = openValue<SubscriberLink>(ctx, 'leave', token)!;
  return repo.deleteSubscriber(ctx.db, link.s);
}

/** Housekeeping: the used OAuth states past their lifetime (a replay of one fails on expiry). */
export const deleteExpiredOAuthStates = (ctx: AppContext, now: Date) =>
  repo.deleteExpiredStateUses(ctx.db, now);
