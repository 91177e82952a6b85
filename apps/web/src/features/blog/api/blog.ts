import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPostInput } from '@soundpost/contracts/blog';
import { api, dataOf } from '../../../lib/api-client.ts';

const postsKey = ['admin', 'blog'] as const;

/** GET /v1/admin/blog/posts: every post, the last changed first. */
export function useBlogPosts() {
  return useQuery({
    queryKey: postsKey,
    queryFn: () => dataOf(api.GET('/v1/admin/blog/posts')),
  });
}

export function useBlogPost(id: string | null) {
  return useQuery({
    queryKey: [...postsKey, id],
    queryFn: () => dataOf(api.GET('/v1/admin/blog/posts/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
    retry: false,
  });
}

/** POST (new) or PUT (`id`) a post. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BlogPostInput }) =>
      dataOf(
        id
          ? api.PUT('/v1/admin/blog/posts/{id}', { params: { path: { id } }, body })
          : api.POST('/v1/admin/blog/posts', { body }),
      ),
    onSuccess: (post) => queryClient.setQueryData([...postsKey, post.id], post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsKey, exact: true }),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE('/v1/admin/blog/posts/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsKey }),
  });
}

/** POST /v1/admin/blog/preview: the sanitised HTML the post page will show. */
export const previewBlogPost = (body: string) =>
  dataOf(api.POST('/v1/admin/blog/preview', { body: { body } }));
