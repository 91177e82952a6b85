import type { AppContext } from '../../lib/context.ts';
import { expireReleases, expireReleasesJob } from './expire-releases.ts';
import { seedBannedWords } from './release-settings.ts';

/**
 * The releases module's start-up: the initial banned words (once per database), and the daily
 * expiry of releases whose date passed without a submission (03:15 UTC, one run however many
 * processes).
 */
export async function startReleases(ctx: AppContext) {
  await seedBannedWords(ctx.db, ctx.clock.now());
  ctx.queue.register(
    expireReleasesJob,
    async () => {
      const expired = await expireReleases(ctx);
      if (expired > 0) ctx.log.info({ expired }, 'releases expired');
    },
    { policy: 'exclusive', retryLimit: 2, expireInSeconds: 30 * 60 },
  );
  ctx.queue.schedule(expireReleasesJob, '15 3 * * *', {}, expireReleasesJob);
}
