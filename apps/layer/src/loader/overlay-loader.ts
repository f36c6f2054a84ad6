import {
  OVERLAY_FILE,
  STYLESHEET_FILE,
  type OverlayMount,
  type TrovaGlobal,
} from '../protocol/layer-protocol';

/**
 * Loads `overlay.js` from the loader's own version folder, once, and resolves with the mount
 * function it hands back through `window.trova._overlay`. The stylesheet is only preloaded here:
 * the overlay links it inside its shadow root, so it never applies to the shop's page. A failed
 * load logs one warning and resolves with undefined rather than rejecting: callers that only
 * preload then need no handler of their own, which keeps the loader small.
 */
export function overlayLoader(
  doc: Document,
  assetBase: string,
  trova: TrovaGlobal,
): () => Promise<OverlayMount | undefined> {
  let pending: Promise<OverlayMount | undefined> | undefined;
  return () => {
    pending ??= new Promise<OverlayMount | undefined>((resolve) => {
      trova._overlay = resolve;
      const preload = doc.createElement('link');
      preload.rel = 'preload';
      preload.as = 'style';
      preload.href = assetBase + STYLESHEET_FILE;
      const script = doc.createElement('script');
      script.src = assetBase + OVERLAY_FILE;
      script.async = true;
      script.onerror = () => {
        // Let a later focus try again (a flaky mobile connection is the usual cause).
        pending = undefined;
        console.warn('Trova: the search overlay could not be loaded');
        resolve(undefined);
      };
      doc.head.append(preload, script);
    });
    return pending;
  };
}
