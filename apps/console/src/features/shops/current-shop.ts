import { displayShopUrl, type Shop } from '@trova/contracts';

/**
 * The side menu's shop label (docs/product/shell.md#side-menu): language code plus the site name
 * without scheme or www, e.g. "IT demo.trova.local".
 *
 * @example shopMenuLabel({ url: 'https://www.shop.it', language_iso: 'it' }) // 'IT shop.it'
 */
export function shopMenuLabel(shop: Pick<Shop, 'url' | 'language_iso'>): string {
  const language = shop.language_iso ? `${shop.language_iso.toUpperCase()} ` : '';
  return `${language}${displayShopUrl(shop.url)}`;
}

/** The shop being configured: the stored choice when it still exists, else none. */
export function findCurrentShop<T extends { id: string }>(
  shops: readonly T[] | undefined,
  currentId: string | null,
): T | undefined {
  if (!shops || currentId === null) return undefined;
  return shops.find((shop) => shop.id === currentId);
}
