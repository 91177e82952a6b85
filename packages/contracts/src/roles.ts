// Without zod: the web app's entry (its route guards) needs these, and zod would double the
// landing page's JavaScript (decision 031). users.ts builds the schema from `roles`.

export const roles = ['user', 'admin', 'reviewer', 'curator'] as const;
export type Role = (typeof roles)[number];

/** Roles the admin CLI gives. */
export const cliRoles = ['admin', 'reviewer', 'curator'] as const;

/** The platform's staff: admins reach the whole admin area, reviewers the review side only. */
export const isStaffRole = (role: Role) => role === 'admin' || role === 'reviewer';

/**
 * Who answers playlist pitches (decision 052): curators, and the staff too. A curator is no
 * staff: the admin area, and any money, stay closed to them.
 */
export const canCurate = (role: Role) => role === 'curator' || isStaffRole(role);
