import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instance } from '@soundpost/contracts/instance';
import { api, dataOf } from './api-client.ts';

/** GET /v1/instance: the support contact and help centre this installation's operator set. */
export function getInstance(): Promise<Instance> {
  return dataOf(api.GET('/v1/instance'));
}

export const instanceQueryOptions = () =>
  queryOptions({ queryKey: ['instance'], queryFn: getInstance, staleTime: Infinity });

export function useInstance() {
  return useQuery(instanceQueryOptions());
}
