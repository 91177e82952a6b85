import type {
  RoyaltyBreakdownDimension,
  RoyaltyEntriesFilter,
} from '@soundpost/contracts/royalties';

/**
 * The entries filter that lists the lines behind one breakdown row. A track row without a
 * key holds the lines matched by UPC only (`trackId: 'none'`).
 */
export function breakdownFilter(
  by: RoyaltyBreakdownDimension,
  key: string | null,
): RoyaltyEntriesFilter {
  switch (by) {
    case 'store':
      return { store: key ?? '' };
    case 'country':
      return { country: key ?? '' };
    case 'release':
      return key ? { releaseId: key } : {};
    case 'track':
      return { trackId: key ?? 'none' };
  }
}
