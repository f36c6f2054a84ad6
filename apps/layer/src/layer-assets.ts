/**
 * Version used when a shop has not pinned one (docs/product/preview.md#layer-versions: layerVersion
 * 'latest').
 */
export const DEFAULT_LAYER_VERSION = 'latest';

export interface LayerAssets {
  script: string;
  stylesheet: string;
}

const VERSION_PATTERN = /^(latest|\d+\.\d+\.\d+)$/;

/**
 * Where a storefront (or the console's preview) loads a given layer version from. Versions are
 * folders under the layer URL announced in /config.json, so a shop can pin one while others move on.
 *
 * @example
 * layerAssets('https://trova.example.com/layer', '1.2.0');
 * // { script: 'https://trova.example.com/layer/1.2.0/layer.js', stylesheet: '…/1.2.0/layer.css' }
 */
export function layerAssets(
  layerUrl: string,
  version: string = DEFAULT_LAYER_VERSION,
): LayerAssets {
  if (!VERSION_PATTERN.test(version)) {
    throw new RangeError(`Layer version must be 'latest' or x.y.z, got '${version}'`);
  }
  const base = `${layerUrl.replace(/\/+$/, '')}/${version}`;
  return { script: `${base}/layer.js`, stylesheet: `${base}/layer.css` };
}
