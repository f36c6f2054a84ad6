import { LAYER_FILES, type OverlayMount, type TrovaGlobal } from '../protocol/layer-protocol';

/**
 * Loads `overlay.js` from the loader's own version folder, once, and resolves with the mount
 * function it hands back through `window.trova._overlay`. The stylesheet is only preloaded here:
 * the overlay links it inside its shadow root, so it never applies to the shop's page.
 */
export function overlayLoader(
  doc: Document,
  assetBase: string,
  trova: TrovaGlobal,
): () => Promise<OverlayMount> {
  let pending: Promise<OverlayMount> | undefined;
  return () => {
    pending ??= new Promise<OverlayMount>((resolve, reject) => {
      trova._overlay = resolve;
      const preload = doc.createElement('link');
      preload.rel = 'preload';
      preload.as = 'style';
      preload.href = assetBase + LAYER_FILES.stylesheet;
      const script = doc.createElement('script');
      script.src = assetBase + LAYER_FILES.overlay;
      script.async = true;
      script.onerror = () => {
        // Let a later focus try again (a flaky mobile connection is the usual cause).
        pending = undefined;
        reject(new Error('Trova: the search overlay could not be loaded'));
      };
      doc.head.append(preload, script);
    });
    return pending;
  };
}
