import { ApiError, type BlockedDetails, type ErrorProblem } from './api-error.ts';
import { env } from './env.ts';
import { forgetUser, markSessionBlocked } from './session-store.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
};

function buildUrl(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${env.apiOrigin}${path}${search ? `?${search}` : ''}`;
}

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
function report(error: ApiError, method: string, path: string): void {
  const where = `${method} ${path} → ${error.status} ${error.code} (request ${error.requestId ?? '-'})`;
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

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  // A form (a file upload) is sent as multipart: the browser writes its content type.
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(hasBody && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError({ status: 0, code: 'network_error', message: String(cause) });
    report(error, method, path);
    throw error;
  }

  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const payload: unknown = await response.json().catch(() => null);
  const error = toApiError(response.status, payload);
  report(error, method, path);
  throw error;
}

/** Calls the API with the session cookie; failures become `ApiError`. No timeout, as specified. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
