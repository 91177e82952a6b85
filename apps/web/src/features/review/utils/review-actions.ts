import type { ReleaseStatus } from '@soundpost/contracts/catalog';
import type { Role } from '@soundpost/contracts/roles';

type Holder = { id: string } | null;

const decidable: Record<'approve' | 'reject' | 'reopen', readonly ReleaseStatus[]> = {
  // As the release status machine allows (apps/api/src/modules/releases/release-status.ts).
  approve: ['in_review'],
  reject: ['submitted', 'in_review'],
  reopen: ['submitted', 'in_review', 'approved', 'published', 'live'],
};

/**
 * Which review actions the page offers this person: a release held by another reviewer is
 * theirs to decide (an admin may still step in, as the API allows); only a waiting release
 * can be taken, and only its holder (or an admin) gives a hold back.
 */
export function availableActions(
  status: ReleaseStatus,
  holder: Holder,
  me: { id: string; role: Role },
) {
  const mine = holder?.id === me.id;
  const mayDecide = !holder || mine || me.role === 'admin';
  const waiting = status === 'submitted' || status === 'in_review';
  return {
    take: waiting && !holder,
    giveBack: !!holder && (mine || me.role === 'admin'),
    approve: mayDecide && decidable.approve.includes(status),
    reject: mayDecide && decidable.reject.includes(status),
    reopen: mayDecide && decidable.reopen.includes(status),
    heldByOther: !!holder && !mine,
  };
}
