/**
 * Why a transport call failed. Retryable: the same call may succeed later (connection
 * refused, reset or timed out, a server's passing error). Not retryable: it fails again until
 * an admin changes something (sign-in refused, unknown host key, permission, bad settings).
 */
export type TransportFailure =
  | 'connection'
  | 'timeout'
  | 'server'
  | 'auth'
  | 'host_key'
  | 'permission'
  | 'not_found'
  | 'invalid_path'
  | 'settings'
  /** An address or folder the operator's settings do not allow (loopback, private, outside DATA_DIR). */
  | 'not_allowed';

const retryableFailures: ReadonlySet<TransportFailure> = new Set([
  'connection',
  'timeout',
  'server',
]);

export class TransportError extends Error {
  readonly failure: TransportFailure;
  readonly retryable: boolean;
  constructor(failure: TransportFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransportError';
    this.failure = failure;
    this.retryable = retryableFailures.has(failure);
  }
}

/** Socket errors that say the network or the server is down for now, not that we are wrong. */
const passingNetworkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** A TransportError for a Node.js network error (undefined when it is not one). */
export function networkFailure(error: unknown): TransportError | undefined {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return undefined;
  const message = (error as Error).message;
  if (passingNetworkCodes.has(code)) {
    const failure = code === 'ETIMEDOUT' ? 'timeout' : 'connection';
    return new TransportError(failure, message, { cause: error });
  }
  if (code === 'ENOTFOUND') return new TransportError('settings', message, { cause: error });
  return undefined;
}
