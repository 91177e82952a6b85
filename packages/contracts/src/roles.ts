// Without zod: the web app's entry (its route guards) needs these, and zod would double the
// landing page's JavaScript (decision 031). users.ts builds the schema from `roles`.

export const roles = ['user', 'admin', 'reviewer'] as const;
export type Role = (typeof roles)[number];

/** Roles the admin CLI gives. */
export const staffRoles = ['admin', 'reviewer'] as const;

/** The platform's staff: admins reach the whole admin area, reviewers the review side only. */
export const isStaffRole = (role: Role) => role === 'admin' || role === 'reviewer';
