import { describe, expect, it } from 'vitest';
import { wasmLocator } from './zxing-decoder';

describe('wasmLocator', () => {
  it('loads ZXing’s WebAssembly from the layer’s own version folder, never a CDN', () => {
    const locate = wasmLocator('https://trova.example/layer/0.1.0/');
    expect(locate('zxing_reader.wasm', 'https://fastly.jsdelivr.net/x/')).toBe(
      'https://trova.example/layer/0.1.0/zxing_reader.wasm',
    );
    expect(locate('other.data', 'https://trova.example/p/')).toBe(
      'https://trova.example/p/other.data',
    );
  });
});
