import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditAction, AuditEntry, auditPageSchema } from '@soundpost/contracts/audit';
import { api, dataOf } from '../../../lib/api-client.ts';

export type { AuditAction, AuditEntry };
export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditFilter = { actorId?: string; targetId?: string; action?: AuditAction };

/** GET /v1/admin/audit: staff actions, newest first, filtered by staff, account and action. */
export function getAudit(filter: AuditFilter, cursor: string | null): Promise<AuditPage> {
  return dataOf(
    api.GET('/v1/admin/audit', {
      params: { query: { ...filter, cursor: cursor ?? undefined, limit: 50 } },
    }),
  );
}

export const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ pageParam }) => getAudit(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (previous) => previous,
  });

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(filter));
}
