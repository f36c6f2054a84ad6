import type { LayerConfiguration } from '@trova/contracts';
import { stubConfiguration } from '../../test/stub-shop.fixtures';

/**
 * A shop whose plan includes showcase and icebreaker, with every block on for desktop and mobile
 * and click typing (the showcase is off for input typing). Tests only.
 */
export function showcaseConfiguration(): LayerConfiguration {
  const config = stubConfiguration({
    features: { showcase: true, icebreaker: true },
    suggestions: ['shoe', 'bag', 'sock', 'horn', 'canvas'],
  });
  const showcase = {
    typing: 1 as const,
    showcase: true,
    showcaseItems: [
      'banner',
      'lastSearches',
      'recommendationsCategories',
      'mainCategories',
      'dynamic-1',
    ],
    showcaseBanner: true,
    showcaseBannerSrc: 'https://cdn.shop.example/banner.jpg',
    showcaseBannerUrl: 'https://shop.example/sale',
    showcaseBannerName: 'Winter sale',
    showcaseLastSearches: true,
    showcaseLastSearchesOption: '1W' as const,
    showcaseMainCategories: true,
    showcaseMainCategoriesItems: [
      {
        key: 'c1',
        value: 'Donna/Scarpe',
        name: 'Scarpe donna',
        img: 'https://cdn.shop.example/c1.jpg',
      },
      { key: 'c2', value: 'Uomo', name: 'Uomo' },
    ],
    showcaseRecommendationsCategories: true,
    recommendationCategoriesItems: [{ key: 'r1', value: 'Borse', name: 'Borse' }],
  };
  config.layout.desktop = { ...config.layout.desktop, ...showcase };
  config.layout.mobile = { ...config.layout.mobile, ...showcase, barcode: true };
  config.layout.icebreaker = { isActive: true, number: 4 };
  return config;
}
