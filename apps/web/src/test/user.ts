import type { User } from '@soundpost/contracts/users';

/** A signed-in user as GET /v1/api/user answers it, for component and client tests. */
export const testUser = {
  _id: 'u1',
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
  role: 'user',
  lang: 'en',
  subscription: { plan_name: 'lite' },
  freeze: false,
  banned: false,
  blockReason: null,
  impersonate: false,
  twofactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
} satisfies User;
