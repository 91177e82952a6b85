import { eq } from 'drizzle-orm';
import { readView } from '../../db/read-view.ts';
import { smartLinks } from './smart-links.table.ts';

/** The active smart links, as other modules read them: which release, and the page's slug. */
export const activeSmartLinkView = <Name extends string = 'smart_links'>(
  name = 'smart_links' as Name,
) =>
  readView
    .select({
      id: smartLinks.id,
      releaseId: smartLinks.releaseId,
      slug: smartLinks.slug,
      isDefault: smartLinks.isDefault,
    })
    .from(smartLinks)
    .where(eq(smartLinks.status, 'active'))
    .as(name);
