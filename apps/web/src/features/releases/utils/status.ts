import type { ReleaseStatus } from '@soundpost/contracts/catalog';

/** Whether the artist may still change the release (the API answers 409 otherwise). */
export function isEditableStatus(status: ReleaseStatus): boolean {
  return status === 'draft' || status === 'reopened';
}
