/**
 * Strips the scheme and a leading `www.`, as the side menu shows a shop and as the delete dialog
 * compares URLs.
 * @example displayShopUrl('https://www.shop.it') // 'shop.it'
 */
export function displayShopUrl(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '');
}

/**
 * Delete shop (docs/product/search-setup.md#delete-shop): the typed URL, with protocol and www
 * stripped, must equal the shop URL. The shop URL is normalised the same way because stored URLs
 * may carry a scheme.
 * @example isDeleteShopConfirmed('www.shop.it', 'https://shop.it') // true
 */
export function isDeleteShopConfirmed(typed: string, shopUrl: string): boolean {
  const expected = displayShopUrl(shopUrl);
  return expected !== '' && displayShopUrl(typed) === expected;
}
