import type { ErrorCode } from '@soundpost/contracts/errors';

/**
 * One problem found in a media file: a stable error code the client translates (the `errors`
 * namespace), the values its message interpolates, and, for audio QC, an advice key beside it.
 */
export type MediaIssue<Code extends ErrorCode = ErrorCode> = {
  code: Code;
  params?: Record<string, string | number>;
  /** Key of a longer "what to do" text in the `errors` namespace. */
  advice?: string;
};
