import type { PayoutMethod } from '@soundpost/contracts/payouts';
import type { Config } from '../../../config.ts';
import type { PayoutProvider, PayoutProviders } from './payout-provider.ts';
import { paypalProvider } from './paypal-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

const built = new WeakMap<Config, PayoutProviders>();

/**
 * The instance's payout providers: PayPal and Stripe Connect each when configured; with
 * neither, the sandbox pays both methods.
 */
export function payoutProviders(config: Config): PayoutProviders {
  const known = built.get(config);
  if (known) return known;
  const { paypal, stripe } = config.payouts;
  const sandbox = !paypal && !stripe;
  const providers: Partial<Record<PayoutMethod, PayoutProvider>> = sandbox
    ? { paypal: sandboxProvider, stripe: sandboxProvider }
    : {
        ...(paypal ? { paypal: paypalProvider(paypal) } : {}),
        ...(stripe ? { stripe: stripeProvider(stripe) } : {}),
      };
  const registry: PayoutProviders = {
    sandbox,
    methods: (Object.keys(providers) as PayoutMethod[]).sort(),
    forMethod: (method) => providers[method],
  };
  built.set(config, registry);
  return registry;
}
