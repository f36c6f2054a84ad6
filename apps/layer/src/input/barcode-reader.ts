import type { ScanDecoder, ScanDecoderFactory } from '../protocol/layer-protocol';

/** The part of the Shape Detection API's `BarcodeDetector` the scanner uses (not in DOM typings). */
interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorConstructor {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?(): Promise<string[]>;
}

const NATIVE_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

/** Reads a barcode from the camera's current frame; undefined while none is in view. */
export interface BarcodeReader {
  read(video: HTMLVideoElement): Promise<string | undefined>;
}

async function nativeReader(win: object): Promise<BarcodeReader | undefined> {
  const Detector = (win as { BarcodeDetector?: NativeDetectorConstructor }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    // Some Android builds expose the class with no retail formats; then ZXing does better.
    const supported = (await Detector.getSupportedFormats?.()) ?? NATIVE_FORMATS;
    const formats = NATIVE_FORMATS.filter((format) => supported.includes(format));
    if (formats.length === 0) return undefined;
    const detector = new Detector({ formats });
    return {
      read: async (video) => (await detector.detect(video))[0]?.rawValue || undefined,
    };
  } catch {
    return undefined;
  }
}

/** One frame of the video as pixels, for ZXing. */
function frame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | undefined {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return undefined;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

function fallbackReader(decoder: ScanDecoder, doc: Document): BarcodeReader {
  const canvas = doc.createElement('canvas');
  return {
    read: async (video) => {
      const image = frame(video, canvas);
      return image ? decoder.decode(image) : undefined;
    },
  };
}

/**
 * The browser's own `BarcodeDetector` when it reads retail codes (Chrome on Android among others),
 * otherwise ZXing from `scan.js`, which `loadFallback` fetches only now, when the shopper has asked
 * to scan (docs/product/layer.md#barcode-scanner).
 */
export async function barcodeReader(
  win: object,
  doc: Document,
  assetBase: string,
  loadFallback: () => Promise<ScanDecoderFactory>,
): Promise<BarcodeReader> {
  const native = await nativeReader(win);
  if (native) return native;
  const factory = await loadFallback();
  return fallbackReader(factory(assetBase), doc);
}
