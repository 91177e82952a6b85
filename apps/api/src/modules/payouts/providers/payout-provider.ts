import type { PayoutMethod } from '@soundpost/contracts/payouts';

/** A payout to send: `cents` of USD to the recipient the provider registered. */
export type PayoutOrder = {
  withdrawalId: string;
  cents: bigint;
  email: string;
  providerReference: string;
};

/** Where a payout stands at the provider; `reference` is the provider's id for it. */
export type PayoutOutcome =
  | { status: 'paid'; reference: string }
  | { status: 'pending'; reference: string }
  | { status: 'failed'; reference: string | null; reason: string };

/**
 * A payout provider (decision 028): the built-in sandbox, PayPal Payouts or Stripe Connect.
 * Network trouble throws (the job retries); a refusal is an outcome or a PayoutRefusal.
 */
export interface PayoutProvider {
  /** Registers the recipient; answers the reference payouts go to. Throws PayoutRefusal. */
  connect(recipient: { userId: string; email: string }): Promise<string>;
  /** Sends the payout; the withdrawal's id makes a repeated send pay once. */
  send(order: PayoutOrder): Promise<PayoutOutcome>;
  /** Asks again about a payout that was pending. */
  check(reference: string): Promise<PayoutOutcome>;
}

/** The provider refused (a bad recipient, an account it will not pay): shown to the artist. */
export class PayoutRefusal extends Error {}

/** The registry of an instance: which provider pays each method. */
export type PayoutProviders = {
  /** No real provider is configured: the sandbox pays, and no money moves. */
  sandbox: boolean;
  methods: PayoutMethod[];
  forMethod(method: PayoutMethod): PayoutProvider | undefined;
};

/** "12.34" for 1234 cents: what both providers' APIs take. */
export const dollars = (cents: bigint) =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
