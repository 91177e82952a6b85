import type { ErrorCode } from '@soundpost/contracts/errors';

export type BlockedDetails = { kind: 'freeze' | 'banned'; reason: string | null };

/** One of several problems an answer lists (a refused submission): a code and its values. */
export type ErrorProblem = { code: string; params?: Record<string, string | number> | undefined };

/**
 * An error answer of the API (`{code, message, fields?, params?, problems?, requestId,
 * blocked?}`) or a network failure: the one error type of the web app.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly fields: Record<string, string> | undefined;
  readonly requestId: string | undefined;
  readonly blocked: BlockedDetails | undefined;
  /** Values the message interpolates (`{minutes: 12}`), and its i18next `context` if any. */
  readonly params: Record<string, string | number> | undefined;
  /** Every problem of a refused submission (422 `submission_incomplete`); empty otherwise. */
  readonly problems: ErrorProblem[];

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    requestId?: string | undefined;
    blocked?: BlockedDetails | undefined;
    params?: Record<string, string | number> | undefined;
    problems?: ErrorProblem[] | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.requestId = init.requestId;
    this.blocked = init.blocked;
    this.params = init.params;
    this.problems = init.problems ?? [];
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
