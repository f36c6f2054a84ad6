import { DEFAULT_LAYER_VERSION } from '@trova/contracts';
import { LAYER_FILES } from './protocol/layer-protocol';

/**
 * Version used when a shop has not pinned one (docs/product/preview.md#layer-versions: layerVersion
 * 'latest').
 */
export { DEFAULT_LAYER_VERSION };

export interface LayerAssets {
  /** The tag's `src`: the only file a page includes; it loads the other two on first use. */
  loader: string;
  overlay: string;
  stylesheet: string;
}

const VERSION_PATTERN = /^(latest|\d+\.\d+\.\d+)$/;

/**
 * Where a storefront (or the console's preview) loads a given layer version from. Versions are
 * folders under the layer URL announced in /config.json, so a shop can pin one while others move on;
 * each holds the files of `apps/layer/dist/<version>/`.
 *
 * @example
 * layerAssets('https://trova.example.com/layer', '1.2.0', 'k1').loader;
 * // 'https://trova.example.com/layer/1.2.0/loader.js?key=k1'
 */
export function layerAssets(
  layerUrl: string,
  version: string = DEFAULT_LAYER_VERSION,
  shopKey?: string,
): LayerAssets {
  if (!VERSION_PATTERN.test(version)) {
    throw new RangeError(`Layer version must be 'latest' or x.y.z, got '${version}'`);
  }
  const base = `${layerUrl.replace(/\/+$/, '')}/${version}`;
  const key = shopKey === undefined ? '' : `?key=${encodeURIComponent(shopKey)}`;
  return {
    loader: `${base}/${LAYER_FILES.loader}${key}`,
    overlay: `${base}/${LAYER_FILES.overlay}`,
    stylesheet: `${base}/${LAYER_FILES.stylesheet}`,
  };
}
