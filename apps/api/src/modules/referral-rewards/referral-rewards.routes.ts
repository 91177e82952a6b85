import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  referralOverviewSchema,
  referralTierInputSchema,
  referralTierListSchema,
  referralTierParamsSchema,
  referralTierSchema,
} from '@soundpost/contracts/referrals';
import { requireActor } from '../../plugins/auth.ts';
import { listReferralTiers, saveReferralTier } from './referral-tiers.ts';
import { getReferralOverview } from './referral-overview.ts';

const admin = { access: 'admin' as const };

/** The referral programme (decision 051): the user's own page and the tiers' admin. */
export const referralRewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/referrals',
    { schema: { tags: ['referrals'], response: { 200: referralOverviewSchema } } },
    async (request) => getReferralOverview(ctx, requireActor(request).user.id),
  );

  app.get(
    '/admin/referral-tiers',
    { config: admin, schema: { tags: ['admin'], response: { 200: referralTierListSchema } } },
    async () => listReferralTiers(ctx),
  );

  app.put(
    '/admin/referral-tiers/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: referralTierParamsSchema,
        body: referralTierInputSchema,
        response: { 200: referralTierSchema },
      },
    },
    async (request) =>
      saveReferralTier(ctx, requireActor(request).user.id, request.params.id, request.body),
  );
};
