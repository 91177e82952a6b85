import type { MasteringProject } from '../api/mastering.ts';

/** A project's status badge colour. */
export const statusColors: Record<MasteringProject['status'], string> = {
  pending: 'blue',
  success: 'green',
  failed: 'red',
};
