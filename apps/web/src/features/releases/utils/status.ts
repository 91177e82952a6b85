import type { ReleaseStatus } from '@soundpost/contracts/catalog';

/** The badge colour of each release status: grey while the artist works, teal once out. */
export const statusColors: Record<ReleaseStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  in_review: 'indigo',
  in_process: 'violet',
  approved: 'cyan',
  rejected: 'red',
  published: 'teal',
  live: 'green',
  processing: 'violet',
  expired: 'dark',
  removed: 'dark',
  reopened: 'orange',
  takedown_requested: 'pink',
  unknown: 'gray',
};

/** Whether the artist may still change the release (the API answers 409 otherwise). */
export function isEditableStatus(status: ReleaseStatus): boolean {
  return status === 'draft' || status === 'reopened';
}
