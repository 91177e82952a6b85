import type { ErrorCode } from '@soundpost/contracts/errors';

/** A failure the client may see: a stable code (translated by the client) and an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
  /** Values the translated message interpolates, e.g. `{min: 1500}`; sent to the client too. */
  readonly params?: Record<string, string | number>;
  /** Response headers the answer carries, e.g. `Retry-After` on a 429. */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    status: number,
    opts: {
      fields?: Record<string, string>;
      extra?: Record<string, unknown>;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = status;
    this.fields = opts.fields;
    this.extra = opts.extra;
    this.params = opts.params;
    this.headers = opts.headers;
  }
}

export const notFound = () => new AppError('not_found', 404);
export const forbidden = () => new AppError('forbidden', 403);
export const unauthenticated = () => new AppError('unauthenticated', 401);
export const conflict = (code: ErrorCode = 'conflict') => new AppError(code, 409);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError('validation_failed', 400, { fields });
