import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseStatus } from '@soundpost/contracts/catalog';
import { minutes } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startWorker } from '../../worker.ts';
import { deliveryJobs } from '../delivery/delivery-jobs.ts';
import { sweepApproved } from '../delivery/start-delivery.ts';
import * as deliveries from '../delivery/deliveries.repository.ts';
import { prereviewSweepJob, runPrereview, sweepPrereviews } from '../prereview/prereview.job.ts';
import { findChecks } from '../prereview/prereview.repository.ts';
import { releaseChecks } from '../prereview/prereview.table.ts';
import { prereviewJob } from './prereview-request.ts';
import { insertActivity, listActivity } from './releases.repository.ts';
import { readyRelease, signedIn } from './test/releases-test-kit.ts';
import { releases } from './releases.table.ts';
import { stuckAfterMinutes } from './requeue-stuck.ts';

// No worker in the app: the jobs the sweeps queue stay in the table for the test to count,
// until the test starts a worker on the same database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const ctx = () => t.app.ctx;
const ago = (n: number) => new Date(t.clock.now().getTime() - minutes(n));

/**
 * A release put by SQL into `status` `minutesAgo`, with the activity the move records, as a
 * process leaves it when it dies right after the commit, before queuing the next job.
 */
async function movedTo(
  status: Extract<ReleaseStatus, 'submitted' | 'approved'>,
  minutesAgo: number,
) {
  const { user, api } = await signedIn(t);
  const { release } = await readyRelease(t, api, user.id);
  const at = ago(minutesAgo);
  await t.db
    .update(releases)
    .set({ status, submittedAt: at, updatedAt: at })
    .where(eq(releases.id, release.id));
  const kinds =
    status === 'approved' ? (['submitted', 'approved'] as const) : (['submitted'] as const);
  for (const kind of kinds) {
    await insertActivity(t.db, { releaseId: release.id, kind, actorId: null, at });
  }
  return release.id as string;
}

/** The states of the queue's jobs for this release (its singleton key). */
async function jobs(name: string, releaseId: string) {
  const { rows } = await t.database.executeSql(
    'select state from pgboss.job where name = $1 and singleton_key = $2',
    [name, releaseId],
  );
  return (rows as { state: string }[]).map((r) => r.state);
}

/** Two workers sweeping at once, then another pass: how many jobs they queued in all. */
async function sweepThrice(sweep: typeof sweepApproved) {
  const [first, second] = await Promise.all([sweep(ctx()), sweep(ctx())]);
  return first + second + (await sweep(ctx()));
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(releases).where(eq(releases.id, id));
  return row!.status;
}

async function until(check: () => Promise<boolean>, ms = 30_000) {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('sweeps for releases whose next job was lost', () => {
  const stale = stuckAfterMinutes + 5;
  let lostPrereview: string;
  let lostStart: string;
  let justApproved: string;

  it('queues one pre-review for a release submitted long ago without checks', async () => {
    lostPrereview = await movedTo('submitted', stale);
    const justSubmitted = await movedTo('submitted', 1);
    const checked = await movedTo('submitted', stale);
    await runPrereview(ctx(), { releaseId: checked });
    // Checked after its first submission, then reopened and submitted again: lost too.
    const resubmitted = await movedTo('submitted', stale + 30);
    await runPrereview(ctx(), { releaseId: resubmitted });
    await t.db
      .update(releaseChecks)
      .set({ computedAt: ago(stale + 20) })
      .where(eq(releaseChecks.releaseId, resubmitted));
    await insertActivity(t.db, {
      releaseId: resubmitted,
      kind: 'submitted',
      actorId: null,
      at: ago(stale),
    });

    expect(await sweepThrice(sweepPrereviews)).toBe(2);
    expect(await jobs(prereviewJob, lostPrereview)).toEqual(['created']);
    expect(await jobs(prereviewJob, resubmitted)).toEqual(['created']);
    expect(await jobs(prereviewJob, justSubmitted)).toEqual([]);
    expect(await jobs(prereviewJob, checked)).toEqual([]);
  });

  it('queues one delivery start for a release approved long ago and still approved', async () => {
    lostStart = await movedTo('approved', stale);
    justApproved = await movedTo('approved', 1);
    expect(await sweepThrice(sweepApproved)).toBe(1);
    expect(await jobs(deliveryJobs.start, lostStart)).toEqual(['created']);
    expect(await jobs(deliveryJobs.start, justApproved)).toEqual([]);
  });

  it('the queued jobs run once; afterwards the sweeps find nothing to do', async () => {
    const worker = await startWorker(t.config, {
      log: pino({ level: 'silent' }),
      database: t.database,
      clock: t.clock,
    });
    try {
      await until(async () => (await jobs(prereviewJob, lostPrereview))[0] === 'completed');
      await until(async () => (await jobs(deliveryJobs.start, lostStart))[0] === 'completed');
    } finally {
      await worker.close();
    }
    expect(await findChecks(t.db, lostPrereview)).toBeDefined();
    expect(await statusOf(lostStart)).not.toBe('approved');
    const started = (await listActivity(t.db, lostStart)).filter(
      (a) => a.kind === 'processing_started',
    );
    expect(started).toHaveLength(1);
    const made = await deliveries.listReleaseDeliveries(t.db, lostStart);
    expect(made.map((d) => d.delivery.storeId).toSorted()).toEqual(['deezer', 'spotify']);

    expect(await sweepThrice(sweepPrereviews)).toBe(0);
    expect(await sweepThrice(sweepApproved)).toBe(0);
    expect(await jobs(prereviewJob, lostPrereview)).toEqual(['completed']);
    expect(await jobs(deliveryJobs.start, lostStart)).toEqual(['completed']);
    // The fresh approval is left to its own path.
    expect(await statusOf(justApproved)).toBe('approved');
    expect(await jobs(deliveryJobs.start, justApproved)).toEqual([]);
  });

  it('runs every 5 minutes as pg-boss schedules, written by the workers', async () => {
    const { rows } = await t.database.executeSql(
      'select name, cron from pgboss.schedule where name = $1 or name = $2 order by name',
      [deliveryJobs.sweep, prereviewSweepJob],
    );
    expect(rows).toEqual([
      { name: deliveryJobs.sweep, cron: '*/5 * * * *' },
      { name: prereviewSweepJob, cron: '*/5 * * * *' },
    ]);
  });
});
