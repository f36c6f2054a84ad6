import type { SearchBanner, SearchHit } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { bannerAlt, bannerImage, withCardBanners } from './banner-entries';

const BASE = 'https://shop.example/page';
const hit = (id: string): SearchHit => ({
  header: { externalId: id, imagePrefix: '' },
  data: { title: id, image: [], url: `/p/${id}` },
  pricing: { sellingPrice: 1, currency: 'EUR' },
});
const banner = (changes: Partial<SearchBanner>): SearchBanner => ({
  id: 'Summer sale_3f2a9c1e-0b7d-4c5e-9a1f-2b3c4d5e6f70',
  type: 'bannerCard',
  position: 1,
  url: 'https://shop.example/sale',
  imageUrl: 'https://cdn.example/d.png',
  mobileImageUrl: 'https://cdn.example/m.png',
  ...changes,
});
const ids = (entries: ReturnType<typeof withCardBanners>) =>
  entries.map((entry) => ('header' in entry ? entry.header.externalId : `[${entry.position}]`));

describe('withCardBanners', () => {
  it('puts card banners at their 1-based slots, in slot order', () => {
    const hits = ['a', 'b', 'c', 'd'].map(hit);
    const banners = [
      banner({ position: 4 }),
      banner({ position: 2 }),
      banner({ type: 'bannerListing', position: 0 }),
    ];
    expect(ids(withCardBanners(hits, banners, BASE))).toEqual(['a', '[2]', 'b', '[4]', 'c', 'd']);
  });

  it('puts a banner beyond the products last, and leaves out banners without an image', () => {
    const banners = [
      banner({ position: 20 }),
      banner({ position: 1, imageUrl: 'javascript:alert(1)', mobileImageUrl: '' }),
    ];
    expect(ids(withCardBanners([hit('a')], banners, BASE))).toEqual(['a', '[20]']);
  });
});

describe('bannerImage and bannerAlt', () => {
  it('picks the device’s image, falling back to the other, never an unsafe address', () => {
    expect(bannerImage(banner({}), 'mobile', BASE)).toBe('https://cdn.example/m.png');
    expect(bannerImage(banner({}), 'desktop', BASE)).toBe('https://cdn.example/d.png');
    expect(bannerImage(banner({ mobileImageUrl: '' }), 'mobile', BASE)).toBe(
      'https://cdn.example/d.png',
    );
    expect(bannerImage(banner({ imageUrl: 'data:x', mobileImageUrl: '' }), 'desktop', BASE)).toBe(
      undefined,
    );
  });

  it('reads the campaign name as the alternative text', () => {
    expect(bannerAlt(banner({}), 'Promotion')).toBe('Summer sale');
    expect(bannerAlt(banner({ id: '_3f2a9c1e-0b7d-4c5e-9a1f-2b3c4d5e6f70' }), 'Promotion')).toBe(
      'Promotion',
    );
  });
});
