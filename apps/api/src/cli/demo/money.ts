import { randomUUID } from 'node:crypto';
import { sweepSubscriptions } from '../../modules/billing/index.ts';
import { formatUnits } from '../../modules/ledger/index.ts';
import { requestWithdrawal, sendPayout, setPayoutAccount } from '../../modules/payouts/index.ts';
import { availableUnits } from '../../modules/royalties/index.ts';
import { answerOwnInvitation, createSplit } from '../../modules/splits/index.ts';
import type { Actor } from '../../plugins/types.ts';
import { demoCredentials } from './people.ts';
import type { DemoContext, Timeline } from './timeline.ts';

/**
 * The producer's 20% of a release, offered by the label the day after it went live and
 * accepted the day after (so every royalty line of it imported later is divided).
 */
export async function seedSplit(
  ctx: DemoContext,
  t: Timeline,
  by: { owner: Actor; collaborator: () => Promise<Actor> },
  release: { id: string; liveDay: number },
) {
  ctx.clock.set(t.at(release.liveDay + 1));
  const email = demoCredentials.collaborator.email;
  const split = await createSplit(ctx, by.owner, release.id, { email, percent: 20 });
  ctx.clock.set(t.at(release.liveDay + 2));
  await answerOwnInvitation(ctx, await by.collaborator(), split.id, {
    invitedAt: split.invitedAt,
    answer: 'accept',
  });
}

/** Dollars and cents below `units` (10^-8 USD): what a withdrawal may ask for. */
const cents = (units: bigint) => formatUnits((units / 1_000_000n) * 1_000_000n);

/**
 * The label's PayPal account (the sandbox provider), then a withdrawal of most of what was
 * available 20 days ago, paid by the sandbox at once. Answers the amount, or null when
 * nothing was available then (a small seed).
 */
export async function seedPayout(ctx: DemoContext, t: Timeline, owner: Actor) {
  ctx.clock.set(t.at(-21));
  await setPayoutAccount(ctx, owner.user, {
    method: 'paypal',
    email: demoCredentials.label.email,
  });
  ctx.clock.set(t.at(-20));
  const available = await availableUnits(ctx, ctx.db, owner.user.id);
  const amount = cents((available * 8n) / 10n);
  if (available === 0n) return null;
  const { withdrawal } = await requestWithdrawal(ctx, owner.user.id, randomUUID(), { amount });
  ctx.clock.set(t.at(-20, 11));
  await sendPayout(ctx, withdrawal.id);
  return amount;
}

/** The sandbox renews the label's year of Pro when it ends, as its schedule does every minute. */
export async function renewPlans(ctx: DemoContext, t: Timeline) {
  ctx.clock.set(t.now);
  await sweepSubscriptions(ctx);
}
