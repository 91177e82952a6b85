import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FormAttachment,
  FormReply,
  FormRequestStatus,
  FormSubmission,
} from '@soundpost/contracts/forms';
import { api, dataOf } from '../../../lib/api-client.ts';

const ownKey = ['form-requests'] as const;
const inboxKey = ['admin', 'form-requests'] as const;
const nextPage = { initialPageParam: null as string | null } as const;

/** GET /v1/form-requests: the user's requests, newest first, a page at a time. */
export function useOwnRequests() {
  return useInfiniteQuery({
    ...nextPage,
    queryKey: ownKey,
    queryFn: ({ pageParam }) =>
      dataOf(
        api.GET('/v1/form-requests', { params: { query: { cursor: pageParam ?? undefined } } }),
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /v1/form-requests/:id: one of the user's requests with the team's replies. */
export function useOwnRequest(id: string) {
  return useQuery({
    queryKey: [...ownKey, id],
    queryFn: () => dataOf(api.GET('/v1/form-requests/{id}', { params: { path: { id } } })),
    retry: false,
  });
}

/** POST /v1/forms/:id/requests. */
export function useSubmitRequest(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormSubmission) =>
      dataOf(api.POST('/v1/forms/{id}/requests', { params: { path: { id: formId } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownKey }),
  });
}

/** POST /v1/forms/attachments: one file for a form, stored until a request takes it. */
export async function uploadAttachment(file: File): Promise<FormAttachment> {
  const form = new FormData();
  form.append('file', file);
  // The route reads its multipart body itself, so the document gives it none to type.
  return dataOf(
    api.POST('/v1/forms/attachments', { body: form as never, bodySerializer: () => form }),
  );
}

/** The user's releases and artists the pickers offer (their first hundred, newest first). */
export function useFormChoices() {
  return useQuery({
    queryKey: ['forms', 'choices'],
    queryFn: async () => {
      const [releases, artists] = await Promise.all([
        dataOf(api.GET('/v1/releases', { params: { query: { sort: 'newest', limit: 100 } } })),
        dataOf(api.GET('/v1/artists', { params: { query: { sort: 'name', limit: 100 } } })),
      ]);
      return {
        releases: releases.items.map((r) => ({ id: r.id, title: r.title, artist: r.artistName })),
        artists: artists.items.map((a) => ({ id: a.id, name: a.name })),
      };
    },
  });
}

/** What a chosen release fills in (its title and UPC). */
export const loadRelease = (id: string) =>
  dataOf(api.GET('/v1/releases/{id}', { params: { path: { id } } })).then((r) => ({
    title: r.title,
    upc: r.upc,
  }));

/** The tracks a track picker offers once its release is chosen. */
export const loadTracks = (releaseId: string) =>
  dataOf(api.GET('/v1/releases/{id}/tracks', { params: { path: { id: releaseId } } })).then(
    (page) => page.items.map((t) => ({ id: t.id, title: t.title })),
  );

/** GET /v1/admin/form-requests?status: the team's inbox, a page at a time. */
export function useInbox(status: FormRequestStatus) {
  return useInfiniteQuery({
    ...nextPage,
    queryKey: [...inboxKey, status],
    queryFn: ({ pageParam }) =>
      dataOf(
        api.GET('/v1/admin/form-requests', {
          params: { query: { status, cursor: pageParam ?? undefined } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useInboxRequest(id: string) {
  return useQuery({
    queryKey: [...inboxKey, 'detail', id],
    queryFn: () => dataOf(api.GET('/v1/admin/form-requests/{id}', { params: { path: { id } } })),
    retry: false,
  });
}

/** POST /v1/admin/form-requests/:id/replies. */
export function useReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormReply) =>
      dataOf(api.POST('/v1/admin/form-requests/{id}/replies', { params: { path: { id } }, body })),
    onSuccess: (data) => queryClient.setQueryData([...inboxKey, 'detail', id], data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
