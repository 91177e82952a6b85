import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bannedWordListSchema } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';

export type BannedWordList = z.infer<typeof bannedWordListSchema>;
export const bannedWordsQueryKey = ['admin', 'banned-words'] as const;

/** GET /v1/admin/banned-words: the words no release or track title may contain. */
export function getBannedWords(): Promise<BannedWordList> {
  return dataOf(api.GET('/v1/admin/banned-words'));
}

export const bannedWordsQueryOptions = queryOptions({
  queryKey: bannedWordsQueryKey,
  queryFn: getBannedWords,
});

export function useBannedWords() {
  return useQuery(bannedWordsQueryOptions);
}
