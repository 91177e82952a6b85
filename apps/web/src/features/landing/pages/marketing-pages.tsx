import type { MarketingSectionsProps } from '../components/marketing-sections.tsx';
import { MarketingPage } from '../components/marketing-page.tsx';

type Props = Pick<MarketingSectionsProps, 'Pricing'>;

const free = { key: 'free', points: ['single', 'checks', 'rights'] } as const;
const monetization = { key: 'monetization', points: ['stores', 'royalties', 'payouts'] } as const;

/** `/free-music-distribution`: the free plan's page. */
export const FreeDistributionPage = ({ Pricing }: Props) => (
  <MarketingPage copy={free} Pricing={Pricing} />
);

/** `/music-distribution-and-monetization`: distribution and earning, for artists who want both. */
export const MonetizationPage = ({ Pricing }: Props) => (
  <MarketingPage copy={monetization} Pricing={Pricing} />
);
