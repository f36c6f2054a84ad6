import type { SearchBanner } from '@trova/contracts';
import type { Device } from '../layout/device';
import { safeUrl } from '../results/safe-url';
import { bannerAlt, bannerImage } from './banner-entries';
import { merchTexts } from './merch-texts';

const base = () => window.location.href;
/** The page's language decides the fallback alternative text; the campaign name comes first. */
const fallbackAlt = () => merchTexts(document.documentElement.lang || 'en').promotion;

/**
 * Where a banner links to, when it is a safe http(s) address.
 * @example bannerLink({ ...banner, url: 'javascript:alert(1)' }) // undefined
 */
export function bannerLink(banner: SearchBanner): string | undefined {
  return safeUrl(banner.url, base());
}

/**
 * The listing banner above the results (docs/product/layer.md#banners): its image for the device,
 * linking to its address when it has a safe one.
 */
export function ListingBanner({
  banners,
  device,
}: {
  banners: readonly SearchBanner[];
  device: Device;
}) {
  const banner = banners.find((candidate) => candidate.type === 'bannerListing');
  const src = banner && bannerImage(banner, device, base());
  if (!banner || !src) return null;
  const image = <img class="tv-banner-image" src={src} alt={bannerAlt(banner, fallbackAlt())} />;
  const href = bannerLink(banner);
  return <div class="tv-listing-banner">{href ? <a href={href}>{image}</a> : image}</div>;
}

/**
 * A card banner at its slot of the product grid. It is an option of the results listbox like a
 * product card (options cannot hold links), so the arrows reach it and Enter or a click follows
 * its link.
 */
export function CardBanner({
  banner,
  device,
  id,
  active,
  onOpen,
}: {
  banner: SearchBanner;
  device: Device;
  id: string;
  active: boolean;
  onOpen: (newTab: boolean) => void;
}) {
  const src = bannerImage(banner, device, base());
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      class={active ? 'tv-card tv-card-banner tv-active' : 'tv-card tv-card-banner'}
      onClick={(event) => onOpen(event.ctrlKey || event.metaKey || event.button === 1)}
    >
      {src && <img class="tv-banner-image" src={src} alt={bannerAlt(banner, fallbackAlt())} />}
    </li>
  );
}
