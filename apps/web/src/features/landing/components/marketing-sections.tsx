import { lazy, Suspense } from 'react';
import {
  faqPlaceholders,
  SectionsLayout,
  testimonialPlaceholders,
  tierPlaceholders,
  type MarketingSectionsProps,
} from './sections-layout.tsx';

export type { MarketingSectionsProps, PricingProps } from './sections-layout.tsx';

const SiteContentLive = lazy(() =>
  import('./site-content-live.tsx').then((m) => ({ default: m.SiteContentLive })),
);

/**
 * A marketing page's prices, testimonials and questions. The page is prerendered the same for
 * every visitor, so these arrive after the first paint (decision 060): placeholders of their
 * size stand in, and the query library comes with them, not with the page.
 */
export function MarketingSections(props: MarketingSectionsProps) {
  return (
    <Suspense
      fallback={
        <SectionsLayout
          busy
          pricing={tierPlaceholders}
          testimonials={testimonialPlaceholders}
          faqs={faqPlaceholders}
        />
      }
    >
      <SiteContentLive {...props} />
    </Suspense>
  );
}
