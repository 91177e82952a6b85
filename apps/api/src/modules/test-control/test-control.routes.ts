import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import type { OffsetClock } from '../../lib/clock.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { billingSweepJob, sweepSubscriptions } from '../billing/index.ts';
import { deliveryJobs, goLiveDue, readAcknowledgements } from '../delivery/index.ts';
import { autoApprovalJob, autoApprove } from '../prereview/index.ts';
import { releaseDayJob, sweepReleaseDay } from '../presave/index.ts';
import { referralSweepJob, sweepReferrals } from '../referral-rewards/index.ts';

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
  [referralSweepJob]: { run: sweepReferrals, byUser: true },
  [releaseDayJob]: { run: sweepReleaseDay, byUser: true },
};

export const testControlHeader = 'x-test-control';
/** With the token: the request runs on the app's base clock plus this many milliseconds. */
export const testClockHeader = 'x-test-clock-offset';
const tenYears = 10 * 366 * 86_400_000;
const offsetMs = z.number().int().min(-tenYears).max(tenYears);
const jobParams = z.object({ name: z.string().max(100) });
const jobBody = z.object({ userId: z.uuid().optional() }).optional();
const jobResult = z.object({ job: z.string() });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the token, compared in constant time (digests of equal length). */
const tokenCheck = (token: string) => {
  const expected = digest(token);
  return (request: FastifyRequest) => {
    const given = request.headers[testControlHeader];
    return typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };
};

/**
 * The app's first onRequest hook when the surface is on: a request with the token and
 * `x-test-clock-offset: <ms>` (±10 years) runs, with everything it starts (a job, a session
 * check, a sign-in), on the base clock plus that offset; every other request keeps the base
 * clock. Without the token the header does nothing; a bad value is a 400.
 */
export function testClockHook(clock: OffsetClock, token: string): onRequestHookHandler {
  const hasToken = tokenCheck(token);
  return (request, _reply, done) => {
    const given = request.headers[testClockHeader];
    if (given === undefined || !hasToken(request)) return done();
    const parsed = offsetMs.safeParse(Number(given));
    if (!parsed.success) return done(validationFailed({ [testClockHeader]: 'invalid' }));
    clock.withOffset(parsed.data, done);
  };
}

/**
 * The test-control surface (decision 025), registered only when TEST_CONTROL_TOKEN is set,
 * which the configuration refuses in production. Every call needs the token in
 * `x-test-control`, compared in constant time (digests of equal length); without it the
 * answer is the same 404 as for a route that does not exist. Hidden from the OpenAPI document.
 */
export const testControlRoutes: FastifyPluginAsyncZod<{ token: string }> = async (
  app,
  { token },
) => {
  const ctx = app.ctx;
  const hasToken = tokenCheck(token);
  const config = { access: 'public' as const };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!hasToken(request)) throw notFound();
  });

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
      const userId = request.body?.userId;
      if (userId && !job.byUser) throw validationFailed({ userId: 'invalid' });
      await job.run(ctx, { userId });
      return { job: name };
    },
  );
};
