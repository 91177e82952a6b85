import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';

/** POST /v1/admin/stores/:id/test-connection: opens the saved transport and lists its root. */
export function testStoreConnection(id: string) {
  return dataOf(api.POST('/v1/admin/stores/{id}/test-connection', { params: { path: { id } } }));
}

export function useTestStoreConnection() {
  return useMutation({ mutationFn: testStoreConnection });
}
