import { useMutation } from '@tanstack/react-query';
import type { StoreConnectionTest } from '@soundpost/contracts/store-admin';
import { api } from '../../../lib/api-client.ts';

/** POST /v1/admin/stores/:id/test-connection: opens the saved transport and lists its root. */
export function testStoreConnection(id: string) {
  return api.post<StoreConnectionTest>(
    `/v1/admin/stores/${encodeURIComponent(id)}/test-connection`,
  );
}

export function useTestStoreConnection() {
  return useMutation({ mutationFn: testStoreConnection });
}
