import { loadChunk, resetChunks } from '../overlay/chunk-loader';
import { SCAN_FILE, type ScanDecoderFactory, type TrovaGlobal } from '../protocol/layer-protocol';

/**
 * Adds `scan.js` from the layer's version folder, once, and resolves with the decoder factory it
 * hands back through `window.trova._scan`. A failed load may be tried again on the next tap.
 */
export function loadScanDecoder(
  doc: Document,
  assetBase: string,
  trova: TrovaGlobal | undefined,
): Promise<ScanDecoderFactory> {
  return loadChunk(doc, assetBase + SCAN_FILE, trova, '_scan');
}

/** Tests only: forget the loaded scanner. */
export const resetScanLoader = resetChunks;
