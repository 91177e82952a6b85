import type { z } from 'zod';
import type { TokenScope } from '@soundpost/contracts/analytics';
import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../lib/context.ts';
import type { ActorSession } from '../modules/sessions/index.ts';
import type { SessionUser } from '../modules/users/index.ts';

/**
 * Who is making the request: the signed-in user and the session that proves it, or the owner
 * of a personal access token (`token`, with a session stand-in: decision 042).
 */
export type Actor = {
  user: SessionUser;
  session: ActorSession;
  token?: { id: string; scopes: TokenScope[] };
};

/**
 * Route access: `public` needs nothing, `user` a signed-in user, `curator` one who answers
 * playlist pitches (a curator, a reviewer or an administrator), `staff` an administrator or a
 * reviewer (the review side of the admin area), `admin` an administrator.
 */
export type Access = 'public' | 'user' | 'curator' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    actor: Actor | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Blocked users may still call this route (logout). */
    allowBlocked?: boolean;
    /** A session waiting for its two-factor code may call this route. */
    allowTwofactorPending?: boolean;
    /** A GET that changes state (sign-out): audited like a POST while impersonating. */
    changesState?: boolean;
    /** Exempt from the Origin check (a provider's cross-site form_post). */
    crossSite?: boolean;
    /**
     * A multipart route streams its body past validation (the file never sits in memory); these
     * are the text fields it reads, described with a `file` in the OpenAPI document only.
     */
    multipartFields?: z.ZodObject;
    /**
     * A GET that a personal access token with this scope may call (`Authorization: Bearer`),
     * besides a session; a route without one refuses tokens (decision 042).
     */
    tokenScope?: TokenScope;
  }
}
