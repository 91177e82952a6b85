import { eq } from 'drizzle-orm';
import type { ReleaseSchedule } from '@soundpost/contracts/catalog';
import type { Finding } from '@soundpost/contracts/prereview';
import { request, type TestApp } from '../../../test/app.ts';
import { createUser, signIn, type UserOptions } from '../../../test/factories.ts';
import { saveChecks } from '../../prereview/prereview.repository.ts';
import { readyRelease, signedIn, submitOk } from '../../releases/test/releases-test-kit.ts';
import { releases } from '../../releases/releases.table.ts';

/** A staff member (reviewer unless told) with a signed-in client. */
export async function staff(t: TestApp, role: 'reviewer' | 'admin' = 'reviewer', name?: string) {
  const user = await createUser(t, { role, ...(name ? { name } : {}) });
  return { user, api: request(t.app, await signIn(t, user)) };
}

/**
 * A submitted release of a new artist account (pro unless told), on `schedule`: the schedule
 * is written straight to the row, the queue's order is what these tests are about.
 */
export async function submittedRelease(
  t: TestApp,
  opts: { schedule?: ReleaseSchedule; plan?: UserOptions['plan']; storeIds?: string[] } = {},
) {
  const artist = await signedIn(t, { plan: opts.plan ?? 'pro' });
  const { release } = await readyRelease(t, artist.api, artist.user.id, {
    ...(opts.storeIds ? { storeIds: opts.storeIds } : {}),
  });
  if (opts.schedule) {
    await t.db.update(releases).set({ schedule: opts.schedule }).where(eq(releases.id, release.id));
  }
  await submitOk(artist.api, release.id);
  return { id: release.id as string, artist };
}

/**
 * The release's automatic checks as `prereview.run` stores them, now: clean unless findings are
 * given. For apps without workers, where the job never runs.
 */
export async function storeChecks(t: TestApp, releaseId: string, findings: Finding[] = []) {
  await saveChecks(t.db, releaseId, { findings, passed: [], notRun: [] }, t.clock.now());
}
