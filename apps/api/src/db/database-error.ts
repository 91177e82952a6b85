/** What PostgreSQL said when a statement failed: its SQLSTATE and the constraint, if any. */
export type DatabaseError = { code: string; constraint?: string };

/**
 * The database's own error behind a failure, found through the `cause` chain (drizzle and the
 * drivers wrap it), or undefined when the failure did not come from the database.
 */
export function databaseError(error: unknown): DatabaseError | undefined {
  for (let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: e.constraint };
    }
    e = e.cause as typeof e;
  }
  return undefined;
}

export const uniqueViolation = '23505';

/** A delete or update refused because a row still refers to it: 23001 for ON DELETE RESTRICT,
 *  23503 for NO ACTION. */
export const isReferenced = (error: unknown) =>
  ['23001', '23503'].includes(databaseError(error)?.code ?? '');
