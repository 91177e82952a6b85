import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, type BlockedDetails, type ErrorProblem } from './api-error.ts';
import type { paths } from './api-schema.ts';
import { env } from './env.ts';
import { forgetUser, markSessionBlocked } from './session-store.ts';

// Checked by hand rather than with the contract's zod schema: this module is in the landing
// page's entry chunk, and zod alone would take a third of its JavaScript budget.
function toApiError(status: number, payload: unknown): ApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    unknown
  >;
  if (typeof body.code === 'string') {
    return new ApiError({
      status,
      code: body.code,
      message: typeof body.message === 'string' ? body.message : body.code,
      fields: isStringRecord(body.fields) ? body.fields : undefined,
      requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
      blocked: isBlockedDetails(body.blocked) ? body.blocked : undefined,
      params: isParams(body.params) ? body.params : undefined,
      problems: Array.isArray(body.problems) ? body.problems.filter(isProblem) : undefined,
    });
  }
  const code = status === 401 ? 'unauthenticated' : status >= 500 ? 'internal_error' : 'forbidden';
  return new ApiError({ status, code, message: `HTTP ${status}` });
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function isParams(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

function isProblem(value: unknown): value is ErrorProblem {
  const problem = value as Partial<ErrorProblem> | null;
  return (
    typeof problem?.code === 'string' && (problem.params === undefined || isParams(problem.params))
  );
}

function isBlockedDetails(value: unknown): value is BlockedDetails {
  const kind = (value as BlockedDetails | null)?.kind;
  return kind === 'freeze' || kind === 'banned';
}

// Spec section 7: a 401 only warns (the route guard redirects); 403, 404, 5xx and network
// errors are logged. Callers still get the error to show its translated message.
function report(error: ApiError, request: Request): void {
  const path = new URL(request.url).pathname;
  const where = `${request.method} ${path} → ${error.status} ${error.code} (request ${error.requestId ?? '-'})`;
  if (error.status === 401) {
    console.warn(where);
    if (error.code === 'unauthenticated') forgetUser();
    return;
  }
  if (error.code === 'account_blocked') markSessionBlocked(error.blocked);
  if (error.status === 0 || error.status === 403 || error.status === 404 || error.status >= 500) {
    console.error(where);
  }
}

/** Every failure leaves as an `ApiError` (an abort stays an abort): callers see no `error`. */
const failures: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const payload: unknown = await response.json().catch(() => null);
    const error = toApiError(response.status, payload);
    report(error, request);
    throw error;
  },
  onError({ request, error: cause }) {
    if (cause instanceof DOMException && cause.name === 'AbortError') return undefined;
    const error = new ApiError({ status: 0, code: 'network_error', message: String(cause) });
    report(error, request);
    return error;
  },
};

/**
 * Empty, null and absent values are left out, as a form's blank filter means "any"; a list goes
 * comma-separated, as the API's list parameters read it.
 */
function querySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  return params.toString();
}

/**
 * The API's typed client (paths and types generated from apps/api/openapi.json, decision 038):
 * the session cookie goes along, and failures become `ApiError`. No timeout, as specified.
 */
export const api = createClient<paths>({
  // A Request needs an absolute address; an empty origin means this app's own.
  baseUrl: env.apiOrigin || (globalThis.location?.origin ?? ''),
  credentials: 'include',
  headers: { Accept: 'application/json' },
  querySerializer,
  // Read at each call, not once: tests and the browser may replace `fetch` after loading.
  fetch: (request) => globalThis.fetch(request),
});
api.use(failures);

/**
 * The answer's body: the middleware has already thrown every failure, so only the success
 * branch of openapi-fetch's result remains.
 */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}
