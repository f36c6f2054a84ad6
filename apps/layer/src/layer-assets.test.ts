import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYER_VERSION, layerAssets } from './layer-assets';

describe('layerAssets', () => {
  it('points at the pinned version under the layer URL', () => {
    expect(layerAssets('https://t.example/layer', '1.2.0')).toEqual({
      script: 'https://t.example/layer/1.2.0/layer.js',
      stylesheet: 'https://t.example/layer/1.2.0/layer.css',
    });
  });

  it('uses latest when no version is pinned, tolerating a trailing slash', () => {
    expect(layerAssets('https://t.example/layer/').script).toBe(
      `https://t.example/layer/${DEFAULT_LAYER_VERSION}/layer.js`,
    );
  });

  it('refuses versions that could escape the layer folder', () => {
    expect(() => layerAssets('https://t.example/layer', '../admin')).toThrow(RangeError);
  });
});
