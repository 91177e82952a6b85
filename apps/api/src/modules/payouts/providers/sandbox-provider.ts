import { PayoutRefusal, type PayoutProvider } from './payout-provider.ts';

/** The sandbox refuses to register any address at this domain (to see the provider error). */
export const sandboxRefusedDomain = 'refused.example';
/** The sandbox fails every payout to an address at this domain (to see a failed payout). */
export const sandboxFailingDomain = 'fails.example';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * The built-in provider when no real one is configured: it moves no money and answers at once,
 * paying every payout but those to `fails.example` addresses.
 */
export const sandboxProvider: PayoutProvider = {
  async connect({ email }) {
    if (domainOf(email) === sandboxRefusedDomain) {
      throw new PayoutRefusal('The sandbox refuses addresses at refused.example');
    }
    return `sandbox:${email}`;
  },
  async send(order) {
    const reference = `sandbox-payout:${order.withdrawalId}`;
    return domainOf(order.email) === sandboxFailingDomain
      ? { status: 'failed', reference, reason: 'The sandbox fails payouts to fails.example' }
      : { status: 'paid', reference };
  },
  async check(reference) {
    return { status: 'paid', reference };
  },
};
