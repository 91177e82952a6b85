import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { decideSandboxCheckout, startCheckout } from '../../modules/billing/index.ts';
import { createUser, ensureStaffMember, findUserById } from '../../modules/users/index.ts';
import type { Actor } from '../../plugins/types.ts';

/** The sign-ins `npm run demo` prints (a local demo's, known to anyone who reads this file). */
export const demoCredentials = {
  admin: { email: 'admin@demo.soundpost.test', password: 'soundpost-demo-admin' },
  label: { email: 'label@demo.soundpost.test', password: 'soundpost-demo-label' },
  collaborator: { email: 'producer@demo.soundpost.test', password: 'soundpost-demo-producer' },
};

/**
 * A user acting as they would through a signed-in request: their current row (with the plan)
 * and a session stand-in, for the services that take an Actor.
 */
export async function actorOf(ctx: AppContext, userId: string): Promise<Actor> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error(`demo user ${userId} not found`);
  const session = {
    id: randomUUID(),
    userId,
    impersonatorId: null,
    twofactorPending: false,
    lastSeenAt: ctx.clock.now(),
  };
  return { user, session };
}

/** The demo administrator, made as `npm run admin -- create` makes one. */
export async function createDemoAdmin(ctx: AppContext) {
  const { email, password } = demoCredentials.admin;
  const { user } = await ensureStaffMember(ctx, {
    email,
    passwordHash: await hashPassword(password),
    name: 'Demo Admin',
    username: 'demo_admin',
  });
  return user.id;
}

/** A verified account on the free plan, as sign-up and the e-mail link leave it. */
async function createMember(
  ctx: AppContext,
  who: { email: string; password: string },
  name: string,
  username: string,
) {
  const user = await createUser(ctx, {
    name,
    username,
    email: who.email,
    passwordHash: await hashPassword(who.password),
    emailVerifiedAt: ctx.clock.now(),
  });
  return user.id;
}

/** The label: signs up, then pays for Pro through the sandbox checkout (no money moves). */
export async function createDemoLabel(ctx: AppContext) {
  const id = await createMember(
    ctx,
    demoCredentials.label,
    'Harbor Lights Records',
    'harborlights',
  );
  const checkout = await startCheckout(ctx, id, { plan: 'pro' });
  await decideSandboxCheckout(ctx, id, checkout.id, true);
  return id;
}

/** The producer who is offered a share of one release (free plan). */
export const createDemoCollaborator = (ctx: AppContext) =>
  createMember(ctx, demoCredentials.collaborator, 'Rae Okafor', 'rae_produces');
