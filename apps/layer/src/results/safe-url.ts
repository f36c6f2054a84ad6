/**
 * A catalogue URL the layer may put in `src` or navigate to: http(s) only, resolved against the
 * page. Feeds are third-party data, so `javascript:` and `data:` links must never reach the DOM.
 *
 * @example safeUrl('javascript:alert(1)', 'https://shop.example/') // undefined
 */
export function safeUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The image URL of a hit: relative paths are under the hit's `imagePrefix` when it has one. */
export function imageUrl(
  image: string | undefined,
  prefix: string,
  base: string,
): string | undefined {
  if (!image) return undefined;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(image) || image.startsWith('//');
  return safeUrl(absolute || !prefix ? image : prefix + image, base);
}
