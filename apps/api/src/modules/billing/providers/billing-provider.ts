import type { BillingProvider as ProviderName } from '@soundpost/contracts/billing';
import type { PaidPlan, PlanCurrency } from '@soundpost/contracts/plans';
import type { Plan } from '@soundpost/contracts/users';
import type { InvoiceRow, SubscriptionRow } from '../billing.table.ts';

/** A payment to ask for: a new yearly subscription, or an upgrade's pro-rata part. */
export type CheckoutOrder = {
  checkoutId: string;
  userId: string;
  email: string;
  plan: PaidPlan;
  kind: 'subscription' | 'upgrade';
  amountMinor: number;
  currency: PlanCurrency;
  /** The provider's customer of the user's subscription, when it has one. */
  customerId: string | null;
};

/**
 * A payment provider (decision 029): the built-in sandbox or Stripe. Network trouble and
 * refusals throw; the service turns them into the spec's account errors.
 */
export interface BillingProvider {
  readonly name: ProviderName;
  /** Opens the payment page; answers where the browser goes and the provider's session id. */
  startCheckout(order: CheckoutOrder): Promise<{ url: string; sessionId: string | null }>;
  /** Closes a payment request that is still open (cancel, or a newer checkout). */
  closeCheckout(sessionId: string): Promise<void>;
  /** The page where the customer manages their payment method. */
  portalUrl(subscription: SubscriptionRow): Promise<string>;
  /**
   * Tells the provider to stop renewing (cancel) or what plan to renew at: another one
   * (downgrade, upgrade) or the current one again (a scheduled change undone).
   */
  renewAs(subscription: SubscriptionRow, plan: Plan): Promise<void>;
  /** Gives the invoice's money back and ends the provider's subscription now. */
  refund(invoice: InvoiceRow, subscription: SubscriptionRow): Promise<void>;
}
