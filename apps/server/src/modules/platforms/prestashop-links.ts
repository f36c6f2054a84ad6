import { toId } from './prestashop-values';
import type { PsProduct } from './prestashop.types';

/**
 * The product page through `index.php?controller=product`: it answers with or without friendly
 * URLs and PrestaShop redirects it to the canonical address, in the shop's language.
 * @example prestaShopProductLink('7', 'https://negozio.example', '1') // 'https://negozio.example/index.php?id_product=7&controller=product&id_lang=1'
 */
export function prestaShopProductLink(
  id: string,
  storeUrl: string,
  languageId: string | null,
): string {
  const language = languageId ? `&id_lang=${encodeURIComponent(languageId)}` : '';
  return `${storeUrl}/index.php?id_product=${encodeURIComponent(id)}&controller=product${language}`;
}

/**
 * Public image addresses. `/api/images/products/{id}/{image}` needs the webservice key, so a
 * shopper's browser cannot load it; the storefront serves the same picture as a static file at
 * `/img/p/{digits of the id, one folder each}/{id}-large_default.jpg`. That file path answers with
 * or without friendly URLs (the `/{id}-large_default/{rewrite}.jpg` form needs the rewrite rules),
 * and `large_default` is the image type every stock theme generates.
 * @example prestaShopImageLinks({ id: 7, associations: { images: [{ id: 123 }] } }, base) // [`${base}/img/p/1/2/3/123-large_default.jpg`]
 */
export function prestaShopImageLinks(product: PsProduct, storeUrl: string): string[] {
  const ids = (product.associations?.images ?? []).map((image) => toId(image.id)).filter(Boolean);
  const cover = toId(product.id_default_image);
  const ordered = cover && ids.includes(cover) ? [cover, ...ids.filter((id) => id !== cover)] : ids;
  return [...new Set(ordered)]
    .filter((id) => /^\d+$/.test(id))
    .map((id) => `${storeUrl}/img/p/${id.split('').join('/')}/${id}-large_default.jpg`);
}
