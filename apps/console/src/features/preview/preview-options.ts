import { DEFAULT_LAYER_VERSION, LAYER_VERSION_PATTERN } from '@trova/contracts';

export const PREVIEW_DEVICES = ['desktop', 'mobile'] as const;
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];

/** Frame width per device: a common phone's CSS width, or the page's. */
export const PREVIEW_FRAME_WIDTH: Record<PreviewDevice, string> = {
  desktop: '100%',
  mobile: '390px',
};

/**
 * The layer version the preview loads (docs/product/preview.md#layer-version): the one chosen on
 * the page (`?version=`), else the version picked in the save bar and not yet saved, else the
 * shop's saved one. Anything that is not `latest` or x.y.z is ignored, so a hand-edited address
 * cannot point the loader outside the layer's folders.
 * @example previewVersion(null, '2.0.0', 'latest') // '2.0.0'
 */
export function previewVersion(
  chosen: string | null,
  draft: string | undefined,
  saved: string | undefined,
): string {
  for (const candidate of [chosen, draft, saved]) {
    if (candidate && LAYER_VERSION_PATTERN.test(candidate)) return candidate;
  }
  return DEFAULT_LAYER_VERSION;
}

/** @example previewDevice('mobile') // 'mobile'; previewDevice('tv') // 'desktop' */
export function previewDevice(chosen: string | null): PreviewDevice {
  return chosen === 'mobile' ? 'mobile' : 'desktop';
}
