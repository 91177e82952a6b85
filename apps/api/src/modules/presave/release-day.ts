import type { AppContext } from '../../lib/context.ts';
import { jobsIn, type QueueSettings } from '../../lib/queue.ts';
import { defaultLinkUrl } from '../smart-links/index.ts';
import { campaignUrl, releaseDayOf } from './presave.service.ts';
import { renderPresaveMail } from './presave-mail.ts';
import * as repo from './presave.repository.ts';
import { GrantRevoked } from './providers/presave-provider.ts';
import { presaveProvider } from './providers/spotify.ts';
import { leaveLink, sealTokens, tokenBox } from './subscriptions.ts';
import { publicStateOf } from './public-campaign.ts';
import type { Language } from '@soundpost/contracts/locales';

export const releaseDayJob = 'presave.release-day';
export const deliverJob = 'presave.deliver';
export type DeliverJobData = { subscriberId: string };

/** Days after the release day that a save waits for the stores to list the album. */
const albumWaitDays = 7;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The release-day sweep (hourly, decision 054). A campaign whose day has come is marked released
 * and each of its subscribers' deliveries queued in one transaction: both or neither. Then
 * every released campaign's subscribers still waiting (a job lost past its retries, an address
 * confirmed late) are queued again; the queue keeps one job per subscriber. `userId` narrows a
 * run to that artist's campaigns (the test-control surface).
 */
export async function sweepReleaseDay(ctx: AppContext, { userId }: { userId?: string } = {}) {
  const now = ctx.clock.now();
  let queued = 0;
  for (const { id } of await repo.dueCampaigns(ctx.db, isoDay(now), userId)) {
    await ctx.db.transaction(async (tx) => {
      await repo.markCampaignReleased(tx, id, now);
      for (const s of await repo.dueSubscribers(tx, { campaignId: id })) {
        await queueDelivery(ctx, s.id, jobsIn(tx));
        queued++;
      }
    });
  }
  for (const s of await repo.dueSubscribers(ctx.db, { ownerId: userId })) {
    if (await queueDelivery(ctx, s.id)) queued++;
  }
  return queued;
}

const queueDelivery = (ctx: AppContext, subscriberId: string, db?: ReturnType<typeof jobsIn>) =>
  ctx.queue.send<DeliverJobData>(
    deliverJob,
    { subscriberId },
    { singletonKey: subscriberId, ...(db ? { db } : {}) },
  );

/**
 * One subscriber's release day, done once: a service's subscriber gets the album saved to their
 * library, an e-mail subscriber gets the "out now" e-mail. `deliveredAt` is set once and never
 * cleared, so a second run (a retry, a double send) does nothing; a run that crashed after
 * the save and before the mark asks the library first and does not save again. An expired
 * token is refreshed (and the new one sealed); a revoked grant is recorded and not retried.
 */
export async function deliver(ctx: AppContext, { subscriberId }: DeliverJobData) {
  const subscriber = await repo.findSubscriber(ctx.db, subscriberId);
  if (!subscriber?.confirmedAt || subscriber.deliveredAt || subscriber.failure) return;
  const found = await repo.findCampaignById(ctx.db, subscriber.campaignId);
  const page = publicStateOf(ctx, found);
  if (!found || page.state === 'gone') {
    return repo.updateSubscriber(ctx.db, subscriber.id, { failure: 'removed' });
  }
  const { campaign, release } = found;
  const now = ctx.clock.now();
  if (subscriber.service === 'email') {
    const lang = subscriber.lang as Language;
    const mail = renderPresaveMail(ctx, lang, 'released', {
      title: release.title ?? '',
      artist: found.artistName ?? '',
      link:
        (await defaultLinkUrl(ctx, campaign.ownerId, campaign.releaseId)) ??
        campaignUrl(ctx, campaign.key),
      leave: leaveLink(ctx, campaign.key, subscriber.id, lang),
    });
    // Marked and queued in one transaction: the e-mail goes once, or the job runs again.
    await ctx.db.transaction(async (tx) => {
      if (await repo.markDelivered(tx, subscriber.id, now)) {
        await ctx.mailer.send({ to: subscriber.account, ...mail }, { db: jobsIn(tx) });
      }
    });
    return;
  }
  const provider = presaveProvider(ctx.config);
  if (!provider) throw new Error('presave: Spotify is not configured; the save waits for it');
  if (!release.upc || !subscriber.accessToken || !subscriber.refreshToken) {
    return repo.updateSubscriber(ctx.db, subscriber.id, { failure: 'no_upc' });
  }
  const box = tokenBox(ctx);
  const session = provider.session(
    {
      accessToken: box.open(subscriber.accessToken),
      refreshToken: box.open(subscriber.refreshToken),
      expiresAt: subscriber.tokenExpiresAt ?? now,
    },
    (next) => repo.updateSubscriber(ctx.db, subscriber.id, sealTokens(ctx, next)),
  );
  try {
    const albumId = await session.findAlbumByUpc(release.upc);
    if (!albumId) {
      const day = releaseDayOf(release) ?? isoDay(now);
      const waited = (now.getTime() - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;
      if (waited > albumWaitDays) {
        return repo.updateSubscriber(ctx.db, subscriber.id, { failure: 'album_not_found' });
      }
      throw new Error('presave: the album is not on Spotify yet; retried later');
    }
    if (!(await session.isSaved(albumId))) await session.save(albumId);
    await repo.markDelivered(ctx.db, subscriber.id, now);
  } catch (error) {
    if (!(error instanceof GrantRevoked)) throw error;
    await repo.updateSubscriber(ctx.db, subscriber.id, {
      failure: 'revoked',
      accessToken: null,
      refreshToken: null,
    });
  }
}

/** A busy service is retried with backoff; the hourly sweep queues what outlived its retries. */
const deliverQueue: QueueSettings = {
  policy: 'exclusive',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
};

/** The pre-save module's start-up: the deliveries, and the release-day sweep every hour. */
export async function startPresave(ctx: AppContext) {
  ctx.queue.register<DeliverJobData>(deliverJob, (data) => deliver(ctx, data), deliverQueue);
  ctx.queue.register(releaseDayJob, () => sweepReleaseDay(ctx).then(() => undefined), {
    policy: 'exclusive',
  });
  ctx.queue.schedule(releaseDayJob, '5 * * * *', {}, releaseDayJob);
}
