import { useEffect, useRef, useState } from 'preact/hooks';
import { jsx } from 'preact/jsx-runtime';
import { loadChunk } from '../overlay/chunk-loader';
import { MERCH_FILE, type MerchModule } from '../protocol/layer-protocol';

/**
 * `merch.js` once `needed` (an answer carries banners, or the shop has in-layer recommendations),
 * undefined until it has loaded or when it cannot be. The chunk renders with the overlay's own
 * Preact, handed over in `window.trova._preact` before it loads (apps/layer/DESIGN.md#merchandising).
 */
export function useMerch(needed: boolean, assetBase: string): MerchModule | undefined {
  const [merch, setMerch] = useState<MerchModule>();
  useEffect(() => {
    const trova = window.trova;
    if (!needed || merch || !trova) return;
    trova._preact = { jsx, useState, useEffect, useRef };
    loadChunk(document, assetBase + MERCH_FILE, trova, '_merch').then(setMerch, () => {
      // Without the chunk the overlay shows results without banners or recommendations.
    });
  }, [needed, merch, assetBase]);
  return merch;
}
