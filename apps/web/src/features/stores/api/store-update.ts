import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStore, AdminStorePatch } from '@soundpost/contracts/store-admin';
import { api, dataOf } from '../../../lib/api-client.ts';
import { adminStoresQueryKey } from './store-list.ts';

/** PATCH /v1/admin/stores/:id: flags, party id, link template, transport and its secrets. */
export function updateStore({ id, patch }: { id: string; patch: AdminStorePatch }) {
  return dataOf(api.PATCH('/v1/admin/stores/{id}', { params: { path: { id } }, body: patch }));
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
