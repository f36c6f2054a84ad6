import type { SearchBanner, SearchHit } from '@trova/contracts';
import type { Device } from '../layout/device';
import type { ResultEntry } from '../protocol/layer-protocol';
import { safeUrl } from '../results/safe-url';

/**
 * The banner's image for the layout's device: the mobile image on mobile, the desktop one
 * otherwise, each falling back to the other; undefined when neither is a safe http(s) address.
 * @example bannerImage({ ...banner, imageUrl: 'https://s.example/d.png', mobileImageUrl: '' }, 'mobile', base) // 'https://s.example/d.png'
 */
export function bannerImage(
  banner: SearchBanner,
  device: Device,
  base: string,
): string | undefined {
  const { imageUrl, mobileImageUrl } = banner;
  const [first, second] =
    device === 'mobile' ? [mobileImageUrl, imageUrl] : [imageUrl, mobileImageUrl];
  return safeUrl(first, base) ?? safeUrl(second, base);
}

/**
 * The banner's alternative text: its campaign's name (a banner is named `<campaign>_<uuid>`,
 * docs/product/visual-machine.md#banners), or `fallback` when that is empty.
 * @example bannerAlt({ ...banner, id: 'Black friday_3f2a9c1e-0b7d-4c5e-9a1f-2b3c4d5e6f70' }, 'Promotion') // 'Black friday'
 */
export function bannerAlt(banner: SearchBanner, fallback: string): string {
  const name = banner.id.replace(/_[0-9a-f-]{36}$/i, '').trim();
  return name || fallback;
}

/**
 * The products with the card banners at their 1-based slots of the grid (a banner beyond the
 * products comes last). Banners without a usable image are left out.
 * @example withCardBanners([a, b, c], [{ ...card, position: 2 }]) // [a, card, b, c]
 */
export function withCardBanners(
  hits: readonly SearchHit[],
  banners: readonly SearchBanner[],
  base: string = window.location.href,
): ResultEntry[] {
  const entries: ResultEntry[] = [...hits];
  const cards = banners
    .filter((banner) => banner.type === 'bannerCard' && bannerImage(banner, 'desktop', base))
    .sort((a, b) => a.position - b.position);
  for (const card of cards) {
    entries.splice(Math.min(Math.max(card.position, 1) - 1, entries.length), 0, card);
  }
  return entries;
}
