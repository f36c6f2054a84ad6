import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { LAYER_FILES, type ScanDecoder } from '../protocol/layer-protocol';

/** Retail codes only: a shop's products carry EAN/UPC, and fewer formats decode faster. */
const RETAIL_FORMATS = ['EAN13', 'EAN8', 'UPCA', 'UPCE'] as const;

/**
 * Where Emscripten fetches zxing-wasm's files from: the `.wasm` from the layer's own version
 * folder, which the build copies it into. zxing-wasm's default is a public CDN, and a storefront
 * must not depend on a third party (apps/layer/DESIGN.md#size-budget).
 *
 * @example wasmLocator('https://t.example/layer/0.2.0/')('zxing_reader.wasm', '') // '…/0.2.0/zxing_reader.wasm'
 */
export function wasmLocator(assetBase: string): (path: string, prefix: string) => string {
  return (path, prefix) =>
    path.endsWith('.wasm') ? assetBase + LAYER_FILES.zxingWasm : prefix + path;
}

/** The ZXing decoder `scan.js` provides; the WebAssembly is fetched on the first frame. */
export function createZxingDecoder(assetBase: string): ScanDecoder {
  prepareZXingModule({ overrides: { locateFile: wasmLocator(assetBase) } });
  return {
    async decode(image) {
      const results = await readBarcodes(image, {
        formats: [...RETAIL_FORMATS],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return results.find((result) => result.isValid && result.text)?.text;
    },
  };
}
