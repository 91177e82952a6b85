import type { APIRequestContext } from '@playwright/test';
import { testControlToken } from './env.ts';
import { expect } from './fixtures.ts';

/** The app's scheduled jobs a journey may run now instead of waiting for their schedule. */
export type ScheduledJob =
  | 'delivery.acks'
  | 'delivery.go-live'
  | 'prereview.auto-approve'
  | 'billing.sweep'
  | 'presave.release-day'
  | 'referrals.sweep';

const headers = { 'x-test-control': testControlToken };

/**
 * Headers that run one request `offsetMs` ahead of (or behind) the app's clock, with everything
 * it starts: a job, a sign-in, the session check. The app's clock stays where it is for every
 * other request, so journeys running beside this one are not moved in time.
 */
export const clockAhead = (offsetMs: number) => ({
  ...headers,
  'x-test-clock-offset': String(offsetMs),
});

/**
 * Runs a scheduled job in the app now (POST /v1/test/jobs/:name); resolves once it is done.
 * `offsetMs` runs it that far ahead (or behind); `userId` narrows it to that user's records
 * (billing.sweep, presave.release-day: the artist; referrals.sweep: the referrer), so a journey's run leaves the journeys beside it alone.
 */
export async function runJob(
  request: APIRequestContext,
  name: ScheduledJob,
  { offsetMs, userId }: { offsetMs?: number; userId?: string } = {},
) {
  const res = await request.post(`/v1/test/jobs/${name}`, {
    headers: offsetMs === undefined ? headers : clockAhead(offsetMs),
    data: userId ? { userId } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
}
