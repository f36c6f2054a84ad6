import { describe, expect, it } from 'vitest';
import { defaultDesktopLayout, defaultMobileLayout } from '../shops/layout-device.schema';
import { shopConfUpdateSchema } from '../shops/shop.schema';
import { missingShowcaseBannerFields, showcaseBannerIssues } from './layout-banner.rules';

const bannerOn = {
  ...defaultDesktopLayout(),
  showcase: true,
  showcaseItems: ['banner'],
  showcaseBanner: true,
};
const complete = {
  ...bannerOn,
  showcaseBannerSrc: 'https://shop.example/banner.png',
  showcaseBannerUrl: '/sale',
  showcaseBannerName: 'Sale',
};

describe('showcase banner', () => {
  it('needs image, target URL and name while the banner shows; spaces are empty', () => {
    expect(missingShowcaseBannerFields({ ...bannerOn, showcaseBannerName: '  ' })).toEqual([
      'showcaseBannerSrc',
      'showcaseBannerUrl',
      'showcaseBannerName',
    ]);
    expect(missingShowcaseBannerFields(complete)).toEqual([]);
  });

  it('asks nothing of a banner that does not show or cannot be edited', () => {
    expect(missingShowcaseBannerFields({ ...bannerOn, showcaseBanner: false })).toEqual([]);
    expect(missingShowcaseBannerFields({ ...bannerOn, showcase: false })).toEqual([]);
    // Input typing and the windowed layout lock the showcase and hide its settings.
    expect(missingShowcaseBannerFields({ ...bannerOn, typing: 2 })).toEqual([]);
    expect(missingShowcaseBannerFields({ ...bannerOn, layout: 3 })).toEqual([]);
  });

  it('reports each device of a layout save, and refuses that save', () => {
    const mobile = {
      ...defaultMobileLayout(),
      showcase: true,
      showcaseItems: ['banner'],
      showcaseBanner: true,
    };
    const layout = { desktop: complete, mobile: { ...mobile, showcaseBannerUrl: '/sale' } };
    expect(showcaseBannerIssues(layout)).toEqual([
      { device: 'mobile', field: 'showcaseBannerSrc' },
      { device: 'mobile', field: 'showcaseBannerName' },
    ]);
    const result = shopConfUpdateSchema.safeParse({ layout });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'layout.mobile.showcaseBannerSrc',
      'layout.mobile.showcaseBannerName',
    ]);
    expect(shopConfUpdateSchema.safeParse({ layout: { desktop: complete } }).success).toBe(true);
  });
});
