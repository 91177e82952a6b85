import type { AppContext } from '../../lib/context.ts';
import { seedSiteContent } from './site-content.service.ts';

/** The marketing pages' questions and testimonials: the defaults, written at the first start. */
export async function startSiteContent(ctx: AppContext) {
  await seedSiteContent(ctx);
}
