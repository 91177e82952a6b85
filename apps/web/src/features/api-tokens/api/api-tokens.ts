import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenInput } from '@soundpost/contracts/api-tokens';
import { api, dataOf } from '../../../lib/api-client.ts';

const tokensKey = ['account', 'api-tokens'] as const;

/** GET /v1/account/api-tokens: the account's tokens, newest first, never their secrets. */
export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: () => dataOf(api.GET('/v1/account/api-tokens')),
  });
}

/** POST /v1/account/api-tokens: the answer carries the secret, shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenInput) =>
      dataOf(api.POST('/v1/account/api-tokens', { body: input })),
    onSuccess: ({ token: _secret, ...created }) =>
      queryClient.setQueryData<ApiToken[]>(tokensKey, (tokens) => [created, ...(tokens ?? [])]),
  });
}

/** DELETE /v1/account/api-tokens/:id: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE('/v1/account/api-tokens/{id}', { params: { path: { id } } })),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<ApiToken[]>(tokensKey, (tokens) =>
        tokens?.filter((t) => t.id !== id),
      ),
  });
}
