import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bannedWordsQueryKey } from './settings-banned-words.ts';

/** DELETE /v1/admin/banned-words/:word: takes a word off the list. */
export function removeBannedWord(word: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/v1/admin/banned-words/${encodeURIComponent(word)}`);
}

export function useRemoveBannedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBannedWord,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bannedWordsQueryKey }),
  });
}
