import type { ErrorCode } from '@soundpost/contracts/errors';

export type BlockedDetails = { kind: 'freeze' | 'banned'; reason: string | null };

/** An error answer of the API (`{code, message, fields?, requestId, blocked?}`) or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly fields: Record<string, string> | undefined;
  readonly requestId: string | undefined;
  readonly blocked: BlockedDetails | undefined;
  /** Values the message interpolates (`{minutes: 12}`), and its i18next `context` if any. */
  readonly params: Record<string, string | number> | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    requestId?: string | undefined;
    blocked?: BlockedDetails | undefined;
    params?: Record<string, string | number> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.requestId = init.requestId;
    this.blocked = init.blocked;
    this.params = init.params;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
