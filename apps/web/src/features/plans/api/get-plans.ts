import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanCatalogue } from '@soundpost/contracts/plans';
import { api, dataOf } from '../../../lib/api-client.ts';

/** GET /v1/plans (public): every plan, free first, with its yearly price now and capabilities. */
export function getPlans(): Promise<PlanCatalogue> {
  return dataOf(api.GET('/v1/plans'));
}

export function usePlans() {
  return useQuery(queryOptions({ queryKey: ['plans'], queryFn: getPlans }));
}
