import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Upload } from '@soundpost/contracts/uploads';
import { api, dataOf } from '../../../lib/api-client.ts';
import { env } from '../../../lib/env.ts';

export type { Upload };

/** GET /v1/uploads/:id: the upload's status and, for audio, its QC once checked. */
export function getUpload(id: string): Promise<Upload> {
  return dataOf(api.GET('/v1/uploads/{id}', { params: { path: { id } } }));
}

/** Polls every two seconds while the audio is still being checked. */
export const uploadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['uploads', id],
    queryFn: () => getUpload(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'complete' || status === 'failed' ? false : 2000;
    },
  });

export function useUpload(id: string | null) {
  return useQuery({ ...uploadQueryOptions(id ?? ''), enabled: id !== null });
}

/** GET /v1/uploads/:id/audio: the uploaded file itself, streamed with Range for a player. */
export const audioSource = (id: string) =>
  `${env.apiOrigin}/v1/uploads/${encodeURIComponent(id)}/audio`;
