import { useQuery } from '@tanstack/react-query';
import type { AutoApprovalSummary } from '@soundpost/contracts/prereview';
import { api, dataOf } from '../../../lib/api-client.ts';

/** GET /v1/admin/auto-approvals/summary: automatic approvals and human waits, 30 days. */
export function getAutoApprovalSummary(): Promise<AutoApprovalSummary> {
  return dataOf(api.GET('/v1/admin/auto-approvals/summary'));
}

export function useAutoApprovalSummary() {
  return useQuery({
    queryKey: ['admin', 'auto-approval-summary'],
    queryFn: getAutoApprovalSummary,
  });
}
