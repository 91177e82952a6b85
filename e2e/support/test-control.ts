import type { APIRequestContext } from '@playwright/test';
import { testControlToken } from './env.ts';
import { expect } from './fixtures.ts';

/** The app's scheduled jobs a journey may run now instead of waiting for their schedule. */
export type ScheduledJob =
  'delivery.acks' | 'delivery.go-live' | 'prereview.auto-approve' | 'billing.sweep';

const headers = { 'x-test-control': testControlToken };

/**
 * Runs a scheduled job in the app now (POST /v1/test/jobs/:name); resolves once it is done.
 * `offsetMs` runs it on a clock that far ahead (or behind) without moving the app's clock for
 * anyone else; `userId` narrows it to that user's records (billing.sweep), so a journey's run
 * leaves the journeys beside it alone.
 */
export async function runJob(
  request: APIRequestContext,
  name: ScheduledJob,
  scope: { offsetMs?: number; userId?: string } = {},
) {
  const res = await request.post(`/v1/test/jobs/${name}`, { headers, data: scope });
  expect(res.status(), await res.text()).toBe(200);
}

async function setClockOffset(request: APIRequestContext, offsetMs: number) {
  const res = await request.post('/v1/test/clock', { headers, data: { offsetMs } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Runs `during` with the app's clock `offsetMs` ahead, then puts it back. The clock is the
 * whole app's, and other journeys run beside this one: keep `during` to the few calls that
 * need the later time (a job), never a page that waits.
 */
export async function withClockAhead<T>(
  request: APIRequestContext,
  offsetMs: number,
  during: () => Promise<T>,
): Promise<T> {
  await setClockOffset(request, offsetMs);
  try {
    return await during();
  } finally {
    await setClockOffset(request, 0);
  }
}
