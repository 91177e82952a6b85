import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Faq,
  FaqInput,
  Testimonial,
  TestimonialInput,
} from '@soundpost/contracts/site-content';
import { api, dataOf } from '../../../lib/api-client.ts';

const contentKey = ['admin', 'site-content'] as const;

/** GET /v1/admin/site/content: every question and testimonial, in order, in four languages. */
export function useSiteContentAdmin() {
  return useQuery({
    queryKey: contentKey,
    queryFn: () => dataOf(api.GET('/v1/admin/site/content')),
  });
}

export type EntryKind = 'faqs' | 'testimonials';
export type EntrySave =
  | { kind: 'faqs'; id: string | null; body: FaqInput }
  | { kind: 'testimonials'; id: string | null; body: TestimonialInput };

function saveEntry(save: EntrySave): Promise<Faq | Testimonial> {
  if (save.kind === 'faqs') {
    const { id, body } = save;
    return dataOf(
      id
        ? api.PUT('/v1/admin/site/faqs/{id}', { params: { path: { id } }, body })
        : api.POST('/v1/admin/site/faqs', { body }),
    );
  }
  const { id, body } = save;
  return dataOf(
    id
      ? api.PUT('/v1/admin/site/testimonials/{id}', { params: { path: { id } }, body })
      : api.POST('/v1/admin/site/testimonials', { body }),
  );
}

/** POST (new) or PUT (`id`) a question or a testimonial. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: EntryKind; id: string }) =>
      dataOf(
        kind === 'faqs'
          ? api.DELETE('/v1/admin/site/faqs/{id}', { params: { path: { id } } })
          : api.DELETE('/v1/admin/site/testimonials/{id}', { params: { path: { id } } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

/** PUT the kind's new order (every id once); the answer is the whole content, in order. */
export function useReorderEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ids }: { kind: EntryKind; ids: string[] }) =>
      dataOf(
        kind === 'faqs'
          ? api.PUT('/v1/admin/site/faqs/order', { body: { ids } })
          : api.PUT('/v1/admin/site/testimonials/order', { body: { ids } }),
      ),
    onSuccess: (content) => queryClient.setQueryData(contentKey, content),
    onError: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}
