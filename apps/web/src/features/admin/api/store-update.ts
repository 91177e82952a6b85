import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStore, AdminStorePatch } from '@soundpost/contracts/store-admin';
import { api } from '../../../lib/api-client.ts';
import { adminStoresQueryKey } from './store-list.ts';

/** PATCH /v1/admin/stores/:id: flags, party id, link template, transport and its secrets. */
export function updateStore({ id, patch }: { id: string; patch: AdminStorePatch }) {
  return api.patch<AdminStore>(`/v1/admin/stores/${encodeURIComponent(id)}`, patch);
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: (store) =>
      queryClient.setQueryData<{ items: AdminStore[] }>(adminStoresQueryKey, (list) =>
        list ? { items: list.items.map((s) => (s.id === store.id ? store : s)) } : list,
      ),
  });
}
