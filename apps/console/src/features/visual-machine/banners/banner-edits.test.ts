import { describe, expect, it } from 'vitest';
import { emptyListingBanner, type BannerAction } from '@trova/contracts';
import {
  addBanner,
  otherCardPositions,
  positionFor,
  removeBanner,
  setBannerField,
  setBannerType,
} from './banner-edits';

const listing = emptyListingBanner();
const card = (position: number): BannerAction => ({ ...listing, type: 'bannerCard', position });

describe('banner edits', () => {
  it('a banner turned card goes one above the highest position; turned listing goes to 0', () => {
    const banners = [listing, card(3), card(1)];
    expect(setBannerType(banners, 0, 'bannerCard')[0]!.position).toBe(4);
    expect(setBannerType(banners, 1, 'bannerListing')[1]).toMatchObject({
      type: 'bannerListing',
      position: 0,
    });
  });

  it('keeps the position when the type does not change', () => {
    const banners = [card(5)];
    expect(setBannerType(banners, 0, 'bannerCard')).toEqual(banners);
  });

  it('past the 20 slots a card takes the first free one', () => {
    expect(positionFor([card(20)], 'bannerCard')).toBe(1);
    const full = Array.from({ length: 20 }, (_, i) => card(i + 1));
    expect(positionFor(full, 'bannerCard')).toBe(20);
  });

  it('adds card banners after the highest position, without a name until saved', () => {
    const banners = addBanner([listing]);
    expect(banners[1]).toEqual({ ...listing, type: 'bannerCard', position: 1 });
    expect(addBanner(banners)[2]!.position).toBe(2);
  });

  it('removes banners after the first only', () => {
    const banners = [listing, card(1)];
    expect(removeBanner(banners, 0)).toEqual(banners);
    expect(removeBanner(banners, 1)).toEqual([listing]);
  });

  it('edits one field of one banner', () => {
    expect(setBannerField([listing, card(1)], 1, 'imageUrl', 'x')[1]!.imageUrl).toBe('x');
  });

  it("lists the other card banners' positions for the slot grid", () => {
    expect(otherCardPositions([listing, card(2), card(7)], 1)).toEqual([7]);
  });
});
