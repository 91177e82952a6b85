import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client.ts';
import { bannedWordsQueryKey } from './settings-banned-words.ts';

/** DELETE /v1/admin/banned-words/:word: takes a word off the list. */
export function removeBannedWord(word: string): Promise<{ ok: true }> {
  return dataOf(api.DELETE('/v1/admin/banned-words/{word}', { params: { path: { word } } }));
}

export function useRemoveBannedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBannedWord,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bannedWordsQueryKey }),
  });
}
