import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminWithdrawalPageSchema,
  adminWithdrawalQuerySchema,
  payoutAccountInputSchema,
  payoutAccountSchema,
  rejectWithdrawalSchema,
  withdrawalPageSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@soundpost/contracts/payouts';
import { royaltyPageQuerySchema } from '@soundpost/contracts/royalties';
import { AppError } from '../../lib/errors.ts';
import { requireActor } from '../../plugins/auth.ts';
import { assertNotImpersonating } from '../auth/index.ts';
import { getPayoutAccount, setPayoutAccount } from './payout-account.ts';
import { approveWithdrawal, listAllWithdrawals, rejectWithdrawal } from './withdrawal-admin.ts';
import { listWithdrawals, requestWithdrawal } from './withdrawals.ts';

const admin = { access: 'admin' as const };
const idParams = z.object({ id: z.string().max(100) });
/** A client's key for one withdrawal: any printable text, as the IETF draft allows. */
const idempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);

/** The artist's payout account and withdrawals, and the administrators' withdrawal queue. */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/account/payout',
    { schema: { tags: ['account'], response: { 200: payoutAccountSchema } } },
    async (request) => getPayoutAccount(ctx, requireActor(request).user.id),
  );

  app.put(
    '/account/payout',
    {
      schema: {
        tags: ['account'],
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountSchema },
      },
    },
    async (request) => {
      // Where money goes belongs to the owner, like their credentials.
      const actor = requireActor(request);
      assertNotImpersonating(actor);
      return setPayoutAccount(ctx, actor.user, request.body);
    },
  );

  app.get(
    '/royalties/withdrawals',
    {
      schema: {
        tags: ['royalties'],
        querystring: royaltyPageQuerySchema,
        response: { 200: withdrawalPageSchema },
      },
    },
    async (request) => listWithdrawals(ctx, requireActor(request).user.id, request.query),
  );

  app.post(
    '/royalties/withdrawals',
    {
      schema: {
        tags: ['royalties'],
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('idempotency_key_required');
      const actor = requireActor(request);
      assertNotImpersonating(actor);
      const { withdrawal, replayed } = await requestWithdrawal(
        ctx,
        actor.user.id,
        key.data,
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(withdrawal);
    },
  );

  app.get(
    '/admin/withdrawals',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        querystring: adminWithdrawalQuerySchema,
        response: { 200: adminWithdrawalPageSchema },
      },
    },
    async (request) => listAllWithdrawals(ctx, request.query),
  );

  app.post(
    '/admin/withdrawals/:id/approve',
    {
      config: admin,
      schema: { tags: ['admin'], params: idParams, response: { 200: withdrawalSchema } },
    },
    async (request) => approveWithdrawal(ctx, request.params.id, requireActor(request).user.id),
  );

  app.post(
    '/admin/withdrawals/:id/reject',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: rejectWithdrawalSchema,
        response: { 200: withdrawalSchema },
      },
    },
    async (request) =>
      rejectWithdrawal(ctx, request.params.id, requireActor(request).user.id, request.body.reason),
  );
};
