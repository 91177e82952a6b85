import type { ReleaseStatus } from '@soundpost/contracts/catalog';
import type { Actor } from '../../plugins/types.ts';
import type { ReleaseRow } from './releases.table.ts';

/** The statuses in which the artist may change a release: before review, or when sent back. */
export const editableStatuses: readonly ReleaseStatus[] = ['draft', 'reopened'];

export const isEditableStatus = (status: ReleaseStatus) => editableStatuses.includes(status);

/** Policy: only the owner sees a release; anyone else is told it does not exist. */
export const canViewRelease = (actor: Actor, release: Pick<ReleaseRow, 'ownerId'>) =>
  release.ownerId === actor.user.id;

/** Policy: the owner changes a release (and its tracks) while it is a draft or reopened. */
export const canEditRelease = (actor: Actor, release: Pick<ReleaseRow, 'ownerId' | 'status'>) =>
  canViewRelease(actor, release) && isEditableStatus(release.status);

/**
 * Policy: only drafts can be deleted; once submitted, a release has identifiers and a history,
 * and leaves the stores through a takedown instead.
 */
export const canDeleteRelease = (actor: Actor, release: Pick<ReleaseRow, 'ownerId' | 'status'>) =>
  canViewRelease(actor, release) && release.status === 'draft';
