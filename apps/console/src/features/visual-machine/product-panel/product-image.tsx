import { Image } from '@mantine/core';

/**
 * Shown for a product without an image, or whose image fails to load
 * (docs/product/visual-machine.md#product-picker). Inline, so it can never fail itself.
 */
export const DEFAULT_PRODUCT_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#eef0f3"/><path d="M34 82l18-22 13 15 9-10 14 17z" fill="#b7bec8"/><circle cx="76" cy="44" r="8" fill="#b7bec8"/></svg>',
  );

/**
 * A product's image, replaced by the default image when missing or broken.
 * @example <ProductImage src={product.image} alt={product.title} size={48} />
 */
export function ProductImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  return (
    <Image
      src={src === '' ? null : src}
      fallbackSrc={DEFAULT_PRODUCT_IMAGE}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      loading="lazy"
    />
  );
}
