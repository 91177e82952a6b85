import { errorStatus, type AnsweredErrorCode } from '@soundpost/contracts/error-status';

/**
 * A failure the client may see: a stable code (translated by the client), answered with the
 * code's one HTTP status (contracts' errorStatus).
 */
export class AppError extends Error {
  readonly code: AnsweredErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
  /** Values the translated message interpolates, e.g. `{min: 1500}`; sent to the client too. */
  readonly params?: Record<string, string | number>;
  /** Response headers the answer carries, e.g. `Retry-After` on a 429. */
  readonly headers?: Record<string, string>;

  constructor(
    code: AnsweredErrorCode,
    opts: {
      fields?: Record<string, string>;
      extra?: Record<string, unknown>;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = errorStatus[code];
    this.fields = opts.fields;
    this.extra = opts.extra;
    this.params = opts.params;
    this.headers = opts.headers;
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const unauthenticated = () => new AppError('unauthenticated');
export const conflict = (code: AnsweredErrorCode = 'conflict') => new AppError(code);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError('validation_failed', { fields });
