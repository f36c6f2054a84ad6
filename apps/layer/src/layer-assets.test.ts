import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYER_VERSION, layerAssets } from './layer-assets';

describe('layerAssets', () => {
  it('points at the built files of the pinned version under the layer URL', () => {
    expect(layerAssets('https://t.example/layer', '1.2.0', 'k 1')).toEqual({
      loader: 'https://t.example/layer/1.2.0/loader.js?key=k%201',
      overlay: 'https://t.example/layer/1.2.0/overlay.js',
      stylesheet: 'https://t.example/layer/1.2.0/overlay.css',
    });
  });

  it('uses latest when no version is pinned, tolerating a trailing slash', () => {
    expect(layerAssets('https://t.example/layer/').loader).toBe(
      `https://t.example/layer/${DEFAULT_LAYER_VERSION}/loader.js`,
    );
  });

  it('refuses versions that could escape the layer folder', () => {
    expect(() => layerAssets('https://t.example/layer', '../admin')).toThrow(RangeError);
  });
});
