import type { SplitStatus } from '@soundpost/contracts/splits';
import { days } from '../../lib/clock.ts';
import type { SplitRow } from './splits.table.ts';

/** How long an invitation can be answered (decision 030). */
export const invitationLifetime = days(14);

/** A split's state at `now`: answered, removed, or pending until its invitation expires. */
export function splitStatus(split: SplitRow, now: Date): SplitStatus {
  if (split.removedAt) return 'removed';
  if (split.acceptedAt) return 'accepted';
  if (split.declinedAt) return 'declined';
  return split.expiresAt <= now ? 'expired' : 'pending';
}

/** Pending and accepted splits hold their share: the owner cannot promise it twice. */
export const holdsShare = (split: SplitRow, now: Date) =>
  ['pending', 'accepted'].includes(splitStatus(split, now));

export const toPercent = (basisPoints: number) => basisPoints / 100;
