import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import type { Clock, OffsetClock } from '../../lib/clock.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { billingSweepJob, sweepSubscriptions } from '../billing/billing-sweep.ts';
import { deliveryJobs } from '../delivery/delivery-jobs.ts';
import { goLiveDue } from '../delivery/go-live.ts';
import { readAcknowledgements } from '../delivery/read-acks.ts';
import { autoApprovalJob, autoApprove } from '../prereview/auto-approval.ts';

/** What one run of a job may be narrowed to: a user's own records (jobs that say so). */
type JobScope = { userId?: string };

/**
 * The scheduled jobs a test may run now, by their queue names; nothing else. `byUser`: the job
 * can be narrowed to one user's records, so a journey's run leaves other journeys' alone.
 */
export const testControlJobs: Readonly<
  Record<string, { run: (ctx: AppContext, scope: JobScope) => Promise<unknown>; byUser?: true }>
> = {
  [deliveryJobs.acks]: { run: readAcknowledgements },
  [deliveryJobs.goLive]: { run: goLiveDue },
  [autoApprovalJob]: { run: (ctx) => autoApprove(ctx) },
  [billingSweepJob]: { run: sweepSubscriptions, byUser: true },
};

export const testControlHeader = 'x-test-control';
const tenYears = 10 * 366 * 86_400_000;
const clockResult = z.object({ offsetMs: z.number().int(), now: z.iso.datetime() });
const offsetMs = z.number().int().min(-tenYears).max(tenYears);
const clockBody = z.object({ offsetMs });
const jobParams = z.object({ name: z.string().max(100) });
const jobBody = z.object({ offsetMs: offsetMs.optional(), userId: z.uuid().optional() }).optional();
const jobResult = z.object({ job: z.string() });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `clock` moved `offsetMs` further, for one job's run. */
const shifted = (clock: Clock, offsetMs: number): Clock => ({
  now: () => new Date(clock.now().getTime() + offsetMs),
});

/**
 * The test-control surface (decision 025), registered only when TEST_CONTROL_TOKEN is set,
 * which the configuration refuses in production. Every call needs the token in
 * `x-test-control`, compared in constant time (digests of equal length); without it the
 * answer is the same 404 as for a route that does not exist. Hidden from the OpenAPI document.
 */
export const testControlRoutes: FastifyPluginAsyncZod<{
  clock: OffsetClock;
  token: string;
}> = async (app, { clock, token }) => {
  const ctx = app.ctx;
  const expected = digest(token);
  const config = { access: 'public' as const };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = request.headers[testControlHeader];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw notFound();
  });

  app.post(
    '/test/clock',
    { config, schema: { hide: true, body: clockBody, response: { 200: clockResult } } },
    async (request) => {
      clock.setOffset(request.body.offsetMs);
      ctx.log.warn({ offsetMs: clock.offsetMs() }, 'test control: clock offset set');
      return { offsetMs: clock.offsetMs(), now: clock.now().toISOString() };
    },
  );

  app.post(
    '/test/jobs/:name',
    {
      config,
      schema: { hide: true, params: jobParams, body: jobBody, response: { 200: jobResult } },
    },
    async (request) => {
      const { name } = request.params;
      const job = Object.hasOwn(testControlJobs, name) ? testControlJobs[name] : undefined;
      if (!job) throw notFound();
      const { offsetMs = 0, userId } = request.body ?? {};
      if (userId && !job.byUser) throw validationFailed({ userId: 'invalid' });
      await job.run(offsetMs ? { ...ctx, clock: shifted(ctx.clock, offsetMs) } : ctx, { userId });
      return { job: name };
    },
  );
};
