import type { AppContext } from '../../lib/context.ts';
import { mailJob } from '../../lib/mailer.ts';
import { deleteExpiredRateLimits } from '../../lib/rate-limit.ts';
import { deleteEndedApiTokens } from '../api-tokens/index.ts';
import { deleteExpiredCaptchas } from '../auth/index.ts';
import { failStuckCoverArt } from '../cover-art/index.ts';
import { deleteLooseAttachments } from '../forms/index.ts';
import { deleteExpiredOAuthStates, ensureCampaigns } from '../presave/index.ts';
import { deleteExpiredSessions } from '../sessions/index.ts';
import {
  deleteOldVisitorSalts,
  ensureDefaultLinks,
  feedSmartLinkFacts,
} from '../smart-links/index.ts';
import { deleteAbandonedUploads, deleteOldUploadUsage } from '../uploads/index.ts';

/**
 * A clean-up run on a schedule by whichever worker takes the job. `run` returns how many things
 * it removed (logged when not zero) and must be safe to run twice or concurrently.
 */
export type HousekeepingTask = {
  name: string;
  /** Cron expression, UTC. */
  cron: string;
  run: (ctx: AppContext, now: Date) => Promise<number | void>;
};

/** Every housekeeping task; a module adds its clean-up with one line here. */
export const housekeepingTasks: HousekeepingTask[] = [
  { name: 'expired-sessions', cron: '7 * * * *', run: deleteExpiredSessions },
  {
    name: 'expired-captchas',
    cron: '*/10 * * * *',
    run: (ctx, now) => deleteExpiredCaptchas(ctx.db, now),
  },
  // tus uploads untouched for 24 hours: their rows and the bytes received so far.
  { name: 'abandoned-uploads', cron: '23 * * * *', run: deleteAbandonedUploads },
  { name: 'old-upload-usage', cron: '41 3 * * *', run: deleteOldUploadUsage },
  {
    name: 'expired-rate-limits',
    cron: '*/10 * * * *',
    run: (ctx, now) => deleteExpiredRateLimits(ctx.db, now),
  },
  // Personal access tokens revoked or expired 90 days ago (decision 042).
  { name: 'ended-api-tokens', cron: '53 4 * * *', run: deleteEndedApiTokens },
  // Cover art whose job was lost past its last retry: failed, its use given back (decision 049).
  { name: 'stuck-cover-art', cron: '*/15 * * * *', run: failStuckCoverArt },
  // Each approved release's smart link, made here rather than inside the approval (decision 050).
  { name: 'smart-links', cron: '*/5 * * * *', run: (ctx) => ensureDefaultLinks(ctx) },
  // Yesterday's visitor salt: without it no one can tell two days' visitors apart (decision 050).
  { name: 'smart-link-salts', cron: '2 0 * * *', run: deleteOldVisitorSalts },
  // Smart-link views and clicks into the analytics facts, hourly (decision 050).
  { name: 'smart-link-facts', cron: '17 * * * *', run: feedSmartLinkFacts },
  // Files uploaded for a request form that no request took within a day (decision 055).
  { name: 'loose-form-attachments', cron: '37 * * * *', run: deleteLooseAttachments },
  // Each paid plan's approved release with pre-save on gets its campaign (decision 054).
  { name: 'presave-campaigns', cron: '*/5 * * * *', run: (ctx) => ensureCampaigns(ctx) },
  // Pre-save OAuth states used and past their 10 minutes: a replay fails on the expiry itself.
  { name: 'presave-oauth-states', cron: '17 * * * *', run: deleteExpiredOAuthStates },
  // A sent message's job holds its links (password reset, verification): gone within a minute.
  { name: 'sent-mail', cron: '* * * * *', run: (ctx) => ctx.queue.deleteFinished(mailJob) },
];
