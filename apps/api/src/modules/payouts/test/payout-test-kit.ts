import { days } from '../../../lib/clock.ts';
import type { TestApp } from '../../../test/app.ts';
import { request } from '../../../test/app.ts';
import { createUser, signIn, uniqueId, type TestUser } from '../../../test/factories.ts';
import {
  header,
  importReport,
  line,
  releaseWithTrack,
} from '../../royalties/test/royalty-test-kit.ts';

/**
 * An artist (free plan, so 85% of `earnings` is theirs) with a configured payout account and
 * their share past the payout wait (the clock moves on 91 days: sign in anew afterwards).
 */
export async function fundedArtist(t: TestApp, admin: TestUser, earnings: string, email?: string) {
  const user = await createUser(t);
  const { isrc } = await releaseWithTrack(t, user.id);
  const report = [header, line({ upc: uniqueId(), earnings: '0' }), line({ isrc, earnings })];
  const res = await importReport(t, await signIn(t, admin), report.join('\n'));
  if (res.statusCode !== 201) throw new Error(`import failed: ${res.body}`);
  t.clock.advance(days(91));
  const cookie = await signIn(t, user);
  const payout = await request(t.app, cookie).put('/v1/account/payout', {
    method: 'paypal',
    email: email ?? `${user.username}@example.test`,
  });
  if (payout.statusCode !== 200) throw new Error(`payout setup failed: ${payout.body}`);
  return { user, cookie };
}

/** POST /v1/royalties/withdrawals with an Idempotency-Key. */
export const withdraw = (t: TestApp, cookie: string, amount: string, key = uniqueId()) =>
  request(t.app, cookie).post('/v1/royalties/withdrawals', { amount }, { 'idempotency-key': key });
