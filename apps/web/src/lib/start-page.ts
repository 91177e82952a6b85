import { isStaffRole, type Role } from '@soundpost/contracts/roles';
import { paths } from '../config/paths.ts';

/**
 * Where a signed-in user starts (after sign-in, on `/` and on `/dashboard`): staff at the review
 * queue, which is their work, everyone else at the artist dashboard.
 */
export function startHref(user: { role: Role }): string {
  return isStaffRole(user.role) ? paths.admin.releases.getHref() : paths.dashboard.getHref();
}
