import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  MasteringProject,
  MasteringProjectInput,
  MasteringSettings,
} from '@soundpost/contracts/mastering';
import type { Upload } from '@soundpost/contracts/uploads';
import { api, dataOf } from '../../../lib/api-client.ts';
import { env } from '../../../lib/env.ts';

export type { MasteringProject };
const projectsKey = ['mastering', 'projects'] as const;
const projectKey = (id: string) => [...projectsKey, id] as const;

/** GET /v1/mastering/projects: the user's projects, newest first, a page at a time. */
export const masteringProjectsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...projectsKey, 'list'],
    queryFn: ({ pageParam }) =>
      dataOf(
        api.GET('/v1/mastering/projects', {
          params: { query: { cursor: pageParam ?? undefined, limit: 20 } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useMasteringProjects() {
  return useInfiniteQuery(masteringProjectsQueryOptions());
}

/** GET /v1/mastering/projects/:id, polled every 1.5 s while its preview or master is made. */
export const masteringProjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: () => dataOf(api.GET('/v1/mastering/projects/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });

export function useMasteringProject(id: string) {
  return useQuery(masteringProjectQueryOptions(id));
}

/** The project's answer replaces the cached one, and the list is fetched again. */
function useProjectMutation<T>(call: (input: T) => Promise<MasteringProject>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKey(project.id), project);
      void queryClient.invalidateQueries({ queryKey: [...projectsKey, 'list'] });
    },
  });
}

/** POST /v1/mastering/projects: a new project; its preview is queued. */
export function useCreateMasteringProject() {
  return useProjectMutation((input: MasteringProjectInput) =>
    dataOf(api.POST('/v1/mastering/projects', { body: input as never })),
  );
}

/** PUT /v1/mastering/projects/:id/settings: a new preset or loop makes a new preview. */
export function useChangeMasteringSettings(id: string) {
  return useProjectMutation((settings: MasteringSettings) =>
    dataOf(
      api.PUT('/v1/mastering/projects/{id}/settings', {
        params: { path: { id } },
        body: settings,
      }),
    ),
  );
}

/** POST /v1/mastering/projects/:id/master: the final master of the previewed settings. */
export function useStartMaster(id: string) {
  return useProjectMutation(() =>
    dataOf(api.POST('/v1/mastering/projects/{id}/master', { params: { path: { id } } })),
  );
}

/** POST /v1/mastering/projects/:id/cancel: stops what is being made. */
export function useCancelMastering(id: string) {
  return useProjectMutation(() =>
    dataOf(api.POST('/v1/mastering/projects/{id}/cancel', { params: { path: { id } } })),
  );
}

/** POST /v1/mastering/projects/:id/use: the master becomes a draft track's audio. */
export function useUseMaster(id: string) {
  return useMutation({
    mutationFn: (target: { releaseId: string; trackId: string }) =>
      dataOf(
        api.POST('/v1/mastering/projects/{id}/use', { params: { path: { id } }, body: target }),
      ),
  });
}

/** A project file's address (previews play inline, masters download). */
export const masteringFileUrl = (path: string) => `${env.apiOrigin}${path}`;

/** GET /v1/uploads/:id every 1.5 s until the uploaded audio is checked (or failed). */
export async function waitForCheck(id: string, signal: AbortSignal): Promise<Upload> {
  for (;;) {
    const upload = await dataOf(api.GET('/v1/uploads/{id}', { params: { path: { id } }, signal }));
    if (upload.status === 'complete' || upload.status === 'failed') return upload;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    signal.throwIfAborted();
  }
}

/** The user's releases (the first 100, newest first), to pick a track from. */
export function useReleaseChoices() {
  return useQuery({
    queryKey: ['releases', 'list', 'mastering'],
    queryFn: () =>
      dataOf(api.GET('/v1/releases', { params: { query: { sort: 'newest', limit: 100 } } })),
  });
}

/** The tracks of one of the user's releases, with their audio. */
export function useReleaseTracks(releaseId: string | null) {
  return useQuery({
    queryKey: ['releases', releaseId, 'tracks'],
    queryFn: () =>
      dataOf(api.GET('/v1/releases/{id}/tracks', { params: { path: { id: releaseId! } } })),
    enabled: releaseId !== null,
  });
}
