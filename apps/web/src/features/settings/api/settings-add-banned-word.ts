import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bannedWordInputSchema, bannedWordSchema } from '@soundpost/contracts/releases';
import { api, dataOf } from '../../../lib/api-client.ts';
import { bannedWordsQueryKey } from './settings-banned-words.ts';

export type BannedWordInput = z.input<typeof bannedWordInputSchema>;
type BannedWord = z.infer<typeof bannedWordSchema>;

/** POST /v1/admin/banned-words: adds a word (adding one already listed changes nothing). */
export function addBannedWord(input: BannedWordInput): Promise<BannedWord> {
  return dataOf(api.POST('/v1/admin/banned-words', { body: input }));
}

export function useAddBannedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBannedWord,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bannedWordsQueryKey }),
  });
}
