import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuotaTool, ToolQuota, ToolQuotaList } from '@soundpost/contracts/tool-quotas';
import type { Plan } from '@soundpost/contracts/users';
import { api, dataOf } from '../../../lib/api-client.ts';

const quotasKey = ['admin', 'tool-quotas'] as const;

/** GET /v1/admin/tool-quotas: every plan's monthly allowance of every creator tool. */
export function useToolQuotas() {
  return useQuery({
    queryKey: quotasKey,
    queryFn: () => dataOf(api.GET('/v1/admin/tool-quotas')),
  });
}

export type ToolQuotaChange = { plan: Plan; tool: QuotaTool; monthlyAllowance: number | null };

/** PUT /v1/admin/tool-quotas/:plan/:tool: in force at once, this month included. */
export function useSetToolQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, tool, monthlyAllowance }: ToolQuotaChange) =>
      dataOf(
        api.PUT('/v1/admin/tool-quotas/{plan}/{tool}', {
          params: { path: { plan, tool } },
          body: { monthlyAllowance },
        }),
      ),
    onSuccess: (saved: ToolQuota) =>
      queryClient.setQueryData<ToolQuotaList>(quotasKey, (list) =>
        list
          ? {
              items: list.items.map((q) =>
                q.plan === saved.plan && q.tool === saved.tool ? saved : q,
              ),
            }
          : list,
      ),
  });
}
