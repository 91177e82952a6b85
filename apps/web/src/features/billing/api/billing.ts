import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan } from '@soundpost/contracts/plans';
import { api, dataOf } from '../../../lib/api-client.ts';
import { env } from '../../../lib/env.ts';
import { verifySession } from '../../../lib/session.ts';

const subscriptionKey = ['billing', 'subscription'] as const;
const checkoutKey = (id: string) => ['billing', 'checkout', id] as const;

/** GET /v1/billing/subscription: plan, period, scheduled change and invoices. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: () => dataOf(api.GET('/v1/billing/subscription')),
  });
}

/** POST /v1/billing/checkout, then the browser goes to the payment page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: { plan: PaidPlan; from: string | null }) =>
      dataOf(
        api.POST('/v1/billing/checkout', {
          body: {
            plan: input.plan,
            ...(input.from ? { from: input.from } : {}),
          },
        }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCheckout(id: string) {
  return useQuery({
    queryKey: checkoutKey(id),
    queryFn: () => dataOf(api.GET('/v1/billing/checkouts/{id}', { params: { path: { id } } })),
  });
}

/**
 * Back from Stripe Checkout (`?checkout=<id>`): the payment is confirmed by Stripe's webhook, so
 * the checkout is asked again every 2 s until it is no longer open; then the subscription and
 * the session (the plan) are read again.
 */
export function useCheckoutOutcome(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['billing', 'checkout-outcome', id],
    enabled: id !== null,
    queryFn: async () => {
      const checkout = await dataOf(
        api.GET('/v1/billing/checkouts/{id}', { params: { path: { id: id! } } }),
      );
      if (checkout.status === 'paid') {
        await queryClient.invalidateQueries({ queryKey: subscriptionKey });
        await verifySession();
      }
      return checkout;
    },
    refetchInterval: (query) => (query.state.data?.status === 'open' ? 2000 : false),
  });
}

/** The sandbox page's answer; a paid checkout changes the plan, so the session is re-read. */
export function useDecideCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pay: boolean) =>
      dataOf(
        api.POST(`/v1/billing/checkouts/{id}/${pay ? 'confirm' : 'decline'}`, {
          params: { path: { id } },
        }),
      ),
    onSuccess: async (checkout) => {
      queryClient.setQueryData(checkoutKey(id), checkout);
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
      if (checkout.status === 'paid') await verifySession();
    },
  });
}

/** POST /v1/billing/subscription/cancel: takes effect at the end of the period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/v1/billing/subscription/cancel')),
    onSuccess: (view) => queryClient.setQueryData(subscriptionKey, view),
  });
}

/** POST /v1/billing/subscription/keep: undoes a scheduled cancellation or downgrade. */
export function useKeepPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/v1/billing/subscription/keep')),
    onSuccess: (view) => queryClient.setQueryData(subscriptionKey, view),
  });
}

/** POST /v1/billing/portal, then the browser goes to the provider's payment management. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => dataOf(api.POST('/v1/billing/portal')),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export const invoiceHref = (id: string, lang: string) =>
  `${env.apiOrigin}/v1/billing/invoices/${encodeURIComponent(id)}/pdf?lang=${encodeURIComponent(lang)}`;
