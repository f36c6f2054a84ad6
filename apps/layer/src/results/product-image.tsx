import { useState } from 'preact/hooks';

/**
 * The built-in image for products without one, or whose image and the shop's placeholder both
 * fail to load (docs/product/layout-design.md#general-tab). Inline, so it can never fail itself.
 */
export const DEFAULT_PRODUCT_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#eef0f3"/><path d="M34 82l18-22 13 15 9-10 14 17z" fill="#b7bec8"/><circle cx="76" cy="44" r="8" fill="#b7bec8"/></svg>',
  );

interface Props {
  /** The product's image, already checked by safeUrl; undefined when it has none. */
  src: string | undefined;
  /** The layout's placeholder, already checked; undefined for the built-in one. */
  placeholder: string | undefined;
  alt: string;
  class?: string;
}

/** An image that falls back to the placeholder, then to the built-in image, when it breaks. */
export function ProductImage({ src, placeholder, alt, class: className }: Props) {
  const chain = [src, placeholder, DEFAULT_PRODUCT_IMAGE].filter(
    (candidate): candidate is string => !!candidate,
  );
  const [step, setStep] = useState(0);
  const current = chain[Math.min(step, chain.length - 1)];
  return (
    <img
      class={className}
      src={current}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setStep((value) => (value < chain.length - 1 ? value + 1 : value))}
    />
  );
}
