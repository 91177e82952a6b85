import type { Config } from '../../../config.ts';
import type { BillingProvider } from './billing-provider.ts';
import { sandboxBilling } from './sandbox-billing.ts';
import { stripeBilling } from './stripe-billing.ts';

const built = new WeakMap<Config, BillingProvider>();

/** The instance's payment provider: BILLING_PROVIDER, the sandbox by default. */
export function billingProvider(config: Config): BillingProvider {
  const known = built.get(config);
  if (known) return known;
  const provider =
    config.billing.provider === 'stripe'
      ? stripeBilling(config.billing, config.appUrl)
      : sandboxBilling(config.appUrl);
  built.set(config, provider);
  return provider;
}
