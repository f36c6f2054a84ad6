import { LAYER_FILES, type ScanDecoderFactory, type TrovaGlobal } from '../protocol/layer-protocol';

let pending: Promise<ScanDecoderFactory> | undefined;

/**
 * Adds `scan.js` from the layer's version folder, once, and resolves with the decoder factory it
 * hands back through `window.trova._scan` (the same handshake as overlay.js: both are classic
 * scripts, so a storefront needs no module support). A failed load may be tried again.
 */
export function loadScanDecoder(
  doc: Document,
  assetBase: string,
  trova: TrovaGlobal | undefined,
): Promise<ScanDecoderFactory> {
  if (!trova) return Promise.reject(new Error('Trova: the layer is not loaded'));
  pending ??= new Promise<ScanDecoderFactory>((resolve, reject) => {
    trova._scan = resolve;
    const script = doc.createElement('script');
    script.src = assetBase + LAYER_FILES.scan;
    script.async = true;
    script.onerror = () => {
      pending = undefined;
      reject(new Error('Trova: the barcode scanner could not be loaded'));
    };
    doc.head.append(script);
  });
  return pending;
}

/** Tests only: forget the loaded scanner. */
export function resetScanLoader(): void {
  pending = undefined;
}
