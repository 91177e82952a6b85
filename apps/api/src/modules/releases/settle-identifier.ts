import { isValidUpc, normalizeIsrc } from '@soundpost/contracts/identifiers';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { clearCustomIsrc } from './tracks.service.ts';
import { clearCustomUpc } from './releases.repository.ts';

/**
 * Settles a dispute over a custom code (decision 009): an administrator takes the ISRC or UPC
 * off the release that should not carry it (its tracks' custom ISRC, or its custom UPC), so
 * the rightful owner can enter it. Codes Soundpost assigned are never taken off. 404 when the
 * release carries no such custom code.
 */
export async function settleIdentifier(ctx: AppContext, releaseId: string, code: string) {
  if (!isUuid(releaseId)) throw notFound();
  const now = ctx.clock.now();
  const isrc = normalizeIsrc(code);
  const cleared = isrc
    ? (await clearCustomIsrc(ctx.db, releaseId, isrc, now)) > 0
    : isValidUpc(code) && (await clearCustomUpc(ctx.db, releaseId, code.trim(), now));
  if (!cleared) throw notFound();
  return { ok: true as const };
}
