import type { AppContext } from '../../lib/context.ts';

/**
 * Logs, as an error, a file the database names but storage does not have: a deployment whose
 * instances see different storage (S3 unset on one of them, another disk) must be loud about it.
 */
export function reportMissingFile(ctx: AppContext, key: string, what: string) {
  const storage = ctx.storage.describe();
  ctx.log.error(
    { key, storage },
    `${what}: ${key} is missing from ${storage.kind === 's3' ? 'S3' : 'local disk'} storage`,
  );
}
