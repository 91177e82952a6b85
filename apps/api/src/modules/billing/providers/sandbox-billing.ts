import type { BillingProvider } from './billing-provider.ts';

/**
 * The built-in provider (the default): no money moves. Its checkout is the web app's sandbox
 * page (`/billing/sandbox/:id`, labelled "no real money") where the user confirms or declines;
 * it renews by itself at the end of each period (the billing sweep).
 */
export function sandboxBilling(appUrl: string): BillingProvider {
  return {
    name: 'sandbox',
    async startCheckout(order) {
      return { url: `${appUrl}/billing/sandbox/${order.checkoutId}`, sessionId: null };
    },
    async closeCheckout() {},
    async portalUrl() {
      return `${appUrl}/account/subscription?portal=sandbox`;
    },
    async renewAs() {},
    async refund() {},
  };
}
