/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the
 * database connection was lost or refused, rather than that the statement was wrong: the
 * server shutting down or ending our backend (57P01-57P03, failover, pg_terminate_backend),
 * the SQL-standard connection exception class 08, or the socket going away. Such a request may
 * well succeed when retried on a new connection.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (serverCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && socketCodes.has(code)) return true;
    if (messages.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}

const serverCodes = new Set(['57P01', '57P02', '57P03']);
const socketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres reports a lost connection with these messages and no code.
const messages =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;
