import type { z } from 'zod';
import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../lib/context.ts';
import type { ActorSession } from '../modules/sessions/index.ts';
import type { SessionUser } from '../modules/users/index.ts';

/** Who is making the request: the signed-in user and the session that proves it. */
export type Actor = { user: SessionUser; session: ActorSession };

/**
 * Route access: `public` needs nothing, `user` a signed-in user, `staff` an administrator or a
 * reviewer (the review side of the admin area), `admin` an administrator.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

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
  }
}
