import type { PayoutAccount, PayoutAccountInput } from '@soundpost/contracts/payouts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { formatUnits } from '../ledger/index.ts';
import { getPayoutSettings } from './payout-settings.ts';
import { payoutAccounts } from './payouts.table.ts';
import { payoutProviders } from './providers/payout-providers.ts';
import { PayoutRefusal } from './providers/payout-provider.ts';

/** Units of 10^-8 USD in a dollar. */
export const unitsPerDollar = 100_000_000n;

/** The smallest withdrawal the administrator allows, in ledger units. */
export async function minimumUnits(ctx: AppContext) {
  const { payoutMinimumUsd } = await getPayoutSettings(ctx.db);
  return BigInt(payoutMinimumUsd) * unitsPerDollar;
}

/** The artist's payout account (spec section 4: not configured, then configured). */
export async function getPayoutAccount(ctx: AppContext, userId: string): Promise<PayoutAccount> {
  const [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  const providers = payoutProviders(ctx.config);
  return {
    status: row ? 'configured' : 'not_configured',
    method: row?.method ?? null,
    email: row?.email ?? null,
    sandbox: providers.sandbox,
    methods: providers.methods,
    minimumWithdrawal: formatUnits(await minimumUnits(ctx)),
  };
}

/**
 * Sets where the artist is paid: the provider registers the recipient first, and a refusal
 * (spec section 8, "payout provider setup error") leaves the previous account as it was. Only
 * an account whose e-mail address is verified may: whoever holds an unverified one may not own
 * the address that password resets and payout notices go to.
 */
export async function setPayoutAccount(
  ctx: AppContext,
  user: { id: string; emailVerifiedAt: Date | null },
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  if (!user.emailVerifiedAt) throw new AppError('payout_email_unverified');
  const userId = user.id;
  const provider = payoutProviders(ctx.config).forMethod(input.method);
  if (!provider) throw new AppError('payout_method_unavailable');
  let providerReference: string;
  try {
    providerReference = await provider.connect({ userId, email: input.email });
  } catch (error) {
    if (error instanceof PayoutRefusal) {
      throw new AppError('payout_provider_error', { params: { reason: error.message } });
    }
    ctx.log.warn({ err: error }, 'payout provider did not answer');
    throw new AppError('provider_unavailable');
  }
  const values = { ...input, providerReference, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(payoutAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: values });
  return getPayoutAccount(ctx, userId);
}
