// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ScanDecoderFactory } from '../protocol/layer-protocol';
import { barcodeReader } from './barcode-reader';

const BASE = 'https://t.example/layer/0.1.0/';

function detector(supported: string[], value = '4006381333931') {
  return class {
    static getSupportedFormats = () => Promise.resolve(supported);
    constructor(readonly options: { formats: string[] }) {}
    detect = () => Promise.resolve([{ rawValue: value }]);
  };
}

describe('barcodeReader', () => {
  it('uses the browser’s BarcodeDetector when it reads retail codes, without loading ZXing', async () => {
    const loadFallback = vi.fn<() => Promise<ScanDecoderFactory>>();
    const reader = await barcodeReader(
      { BarcodeDetector: detector(['qr_code', 'ean_13']) },
      document,
      BASE,
      loadFallback,
    );
    await expect(reader.read(document.createElement('video'))).resolves.toBe('4006381333931');
    expect(loadFallback).not.toHaveBeenCalled();
  });

  it('loads the ZXing fallback, given the layer folder, when there is no usable detector', async () => {
    for (const win of [{}, { BarcodeDetector: detector(['qr_code']) }]) {
      const factory = vi.fn<ScanDecoderFactory>(() => ({ decode: () => Promise.resolve('1') }));
      const loadFallback = vi.fn(() => Promise.resolve(factory));
      const reader = await barcodeReader(win, document, BASE, loadFallback);
      expect(loadFallback).toHaveBeenCalledOnce();
      expect(factory).toHaveBeenCalledWith(BASE);
      // A video with no frame yet has nothing to decode.
      await expect(reader.read(document.createElement('video'))).resolves.toBeUndefined();
    }
  });
});
