import { eq } from 'drizzle-orm';
import { captchaBypass, request, type TestApp } from '../../../test/app.ts';
import { cookieOf, signIn, uniqueId } from '../../../test/factories.ts';
import { publish } from '../../releases/release-status.ts';
import { insertRelease } from '../../releases/releases.repository.ts';
import { recordActivity } from '../../users/activity.ts';
import { updateUser } from '../../users/users.repository.ts';
import { referrals } from '../referrals.table.ts';

/** A sign-up through the form, from `ip`, with whatever attribution the test gives. */
export async function registerFrom(t: TestApp, ip: string, extra: Record<string, string> = {}) {
  const id = uniqueId();
  const res = await request(t.app).post(
    '/v1/auth/register',
    {
      name: `Ref ${id}`,
      username: `ref_${id}`,
      email: `ref_${id}@example.test`,
      password: 'Strong-pass-1!',
      confirm: 'Strong-pass-1!',
      captcha: { id: 'bypass', answer: captchaBypass },
      acceptTerms: true,
      ...extra,
    },
    { 'x-forwarded-for': ip },
  );
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { id: res.json().user._id as string, cookie: cookieOf(res)! };
}

/** The user's referral code, as GET /v1/referrals gives it (made on first look). */
export async function codeOf(t: TestApp, userId: string) {
  const res = await request(t.app, await signIn(t, { id: userId })).get('/v1/referrals');
  return res.json().code as string;
}

/** The user signed in from `ip` (the account activity the self-referral check reads). */
export const actFrom = (t: TestApp, userId: string, ip: string) =>
  recordActivity(t.db, userId, 'signed_in', { ip, headers: {} });

export const referralOf = async (t: TestApp, referredId: string) =>
  (await t.db.select().from(referrals).where(eq(referrals.referredId, referredId)))[0];

/** Verifies the user's e-mail and publishes a release of theirs: what makes a referral count. */
export async function qualify(t: TestApp, userId: string) {
  const now = t.clock.now();
  await updateUser(t.db, userId, { emailVerifiedAt: now, updatedAt: now });
  const release = await insertRelease(t.db, {
    ownerId: userId,
    title: 'First Light',
    status: 'in_process',
    releaseDate: '2027-06-01',
    createdAt: now,
    updatedAt: now,
  });
  await publish(t.app.ctx, t.db, release, null);
}

let address = 0;
/** An address of its own for each simulated visitor. */
export const nextIp = () => `198.51.100.${++address}`;
