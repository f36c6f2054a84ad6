import type { MerchModule } from '../protocol/layer-protocol';
import { withCardBanners } from './banner-entries';
import { bannerLink, CardBanner, ListingBanner } from './banners';
import { Recommendations } from './recommendations';

/** What `merch.js` hands the overlay (src/merch/merch-entry.ts). */
export const merchModule: MerchModule = {
  Recommendations,
  ListingBanner,
  CardBanner,
  withCardBanners: (hits, banners) => withCardBanners(hits, banners),
  bannerLink,
};
