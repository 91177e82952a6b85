import { env } from '../../../lib/env.ts';
import type { BannerChoice } from '../components/banner-options.tsx';

/**
 * GET /v1/banners for one release and choice: the PNG the preview shows, and with `download`
 * the same image as a file to save.
 */
export function bannerUrl(release: string, choice: BannerChoice, download = false) {
  const query = new URLSearchParams({ release, ...choice });
  if (download) query.set('download', 'true');
  return `${env.apiOrigin}/v1/banners?${query}`;
}
