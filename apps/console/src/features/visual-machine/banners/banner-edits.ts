import {
  BANNER_GRID_SLOTS,
  nextBannerPosition,
  type BannerAction,
  type BannerType,
} from '@trova/contracts';

/**
 * Edits of a banner campaign's banners (docs/product/visual-machine.md#banners). Positions of card
 * banners run from 1 to 20; the listing banner sits at 0.
 */

/**
 * The position a banner gets when it becomes `type`: 0 for listing, otherwise one above the
 * highest position of the other banners, or, past the 20 slots, the first free slot.
 * @example positionFor([{ position: 2 }], 'bannerCard') // 3
 * @example positionFor([{ position: 0 }], 'bannerListing') // 0
 */
export function positionFor(
  others: readonly Pick<BannerAction, 'position'>[],
  type: BannerType,
): number {
  const next = nextBannerPosition(others, type);
  if (next <= BANNER_GRID_SLOTS) return next;
  const taken = new Set(others.map((banner) => banner.position));
  for (let slot = 1; slot <= BANNER_GRID_SLOTS; slot += 1) if (!taken.has(slot)) return slot;
  return BANNER_GRID_SLOTS;
}

function others(banners: readonly BannerAction[], index: number): BannerAction[] {
  return banners.filter((_, i) => i !== index);
}

/** Changing a banner's type moves it: 0 for listing, else after the highest position. */
export function setBannerType(
  banners: readonly BannerAction[],
  index: number,
  type: BannerType,
): BannerAction[] {
  return banners.map((banner, i) =>
    i === index && banner.type !== type
      ? { ...banner, type, position: positionFor(others(banners, index), type) }
      : banner,
  );
}

type BannerField = 'url' | 'imageUrl' | 'mobileImageUrl';

export function setBannerField(
  banners: readonly BannerAction[],
  index: number,
  field: BannerField,
  value: string,
): BannerAction[] {
  return banners.map((banner, i) => (i === index ? { ...banner, [field]: value } : banner));
}

export function setBannerPosition(
  banners: readonly BannerAction[],
  index: number,
  position: number,
): BannerAction[] {
  return banners.map((banner, i) => (i === index ? { ...banner, position } : banner));
}

/**
 * Adds a card banner (only one listing banner may exist) after the highest position; its name is
 * given on save.
 * @example addBanner([{ type: 'bannerListing', position: 0 } as BannerAction])[1].position // 1
 */
export function addBanner(banners: readonly BannerAction[]): BannerAction[] {
  return [
    ...banners,
    {
      type: 'bannerCard',
      url: '',
      imageUrl: '',
      mobileImageUrl: '',
      position: positionFor(banners, 'bannerCard'),
      name: '',
    },
  ];
}

/** Removes a banner after the first. */
export function removeBanner(banners: readonly BannerAction[], index: number): BannerAction[] {
  if (index <= 0) return [...banners];
  return others(banners, index);
}

/**
 * Positions of the card banners other than `index`, for the slot grid.
 * @example otherCardPositions([{ type: 'bannerCard', position: 3 }, { type: 'bannerCard', position: 5 }] as BannerAction[], 0) // [5]
 */
export function otherCardPositions(banners: readonly BannerAction[], index: number): number[] {
  return others(banners, index)
    .filter((banner) => banner.type === 'bannerCard')
    .map((banner) => banner.position);
}
