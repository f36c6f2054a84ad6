import { createZxingDecoder } from './zxing-decoder';

// The entry of dist/<version>/scan.js: ZXing's reader for browsers without BarcodeDetector. A
// separate bundle so overlay.js stays small; the overlay adds it when a shopper taps scan.
window.trova?._scan?.(createZxingDecoder);
