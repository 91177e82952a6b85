import {
  releaseSchedules,
  releaseStatuses,
  type ReleaseSchedule,
  type ReleaseStatus,
} from '@soundpost/contracts/catalog';
import { plans, type Plan } from '@soundpost/contracts/users';

/** The waits the age filter offers, in hours: a day, two, three, a week. */
export const ageOptions = [24, 48, 72, 168] as const;

/** The queue's filters as the page holds them; every field empty means "any". */
export type ReviewFilters = {
  status: ReleaseStatus[];
  schedule: ReleaseSchedule | null;
  plan: Plan | null;
  store: string | null;
  olderThanHours: number | null;
};

export const emptyFilters: ReviewFilters = {
  status: [],
  schedule: null,
  plan: null,
  store: null,
  olderThanHours: null,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/**
 * Reads the filters from the page's address, ignoring anything the API would refuse, so a
 * bookmarked or shared queue opens as it was and a mangled address opens the whole queue.
 */
export function filtersFromQuery(params: URLSearchParams): ReviewFilters {
  const status = (params.get('status') ?? '')
    .split(',')
    .map((s) => oneOf(releaseStatuses, s))
    .filter((s): s is ReleaseStatus => s !== null);
  const age = Number(params.get('age'));
  return {
    status: [...new Set(status)],
    schedule: oneOf(releaseSchedules, params.get('schedule')),
    plan: oneOf(plans, params.get('plan')),
    store: params.get('store')?.slice(0, 100) || null,
    olderThanHours: (ageOptions as readonly number[]).includes(age) ? age : null,
  };
}

/** The filters as the page's query string (only those set), the inverse of `filtersFromQuery`. */
export function filtersToQuery(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.schedule) params.set('schedule', filters.schedule);
  if (filters.plan) params.set('plan', filters.plan);
  if (filters.store) params.set('store', filters.store);
  if (filters.olderThanHours !== null) params.set('age', String(filters.olderThanHours));
  return params;
}

/** The filters as GET /v1/admin/releases takes them. */
export function filtersToApiQuery(filters: ReviewFilters) {
  return {
    status: filters.status.length ? filters.status : undefined,
    schedule: filters.schedule ?? undefined,
    plan: filters.plan ?? undefined,
    store: filters.store ?? undefined,
    olderThanHours: filters.olderThanHours ?? undefined,
  };
}
