import type { TrovaGlobal } from '../protocol/layer-protocol';

/** The handshakes of the overlay's on-demand chunks: `scan.js` and `merch.js`. */
export type ChunkHook = '_scan' | '_merch';
type Handed<Hook extends ChunkHook> = Parameters<NonNullable<TrovaGlobal[Hook]>>[0];

const pending = new Map<ChunkHook, Promise<unknown>>();

/**
 * Adds a chunk from the layer's version folder, once, and resolves with what it hands back
 * through `window.trova[hook]` (the same handshake as overlay.js: classic scripts, so a
 * storefront needs no module support). A failed load may be tried again.
 */
export function loadChunk<Hook extends ChunkHook>(
  doc: Document,
  src: string,
  trova: TrovaGlobal | undefined,
  hook: Hook,
): Promise<Handed<Hook>> {
  if (!trova) return Promise.reject(new Error('Trova: the layer is not loaded'));
  let loading = pending.get(hook) as Promise<Handed<Hook>> | undefined;
  if (!loading) {
    loading = new Promise<Handed<Hook>>((resolve, reject) => {
      (trova as Record<ChunkHook, unknown>)[hook] = resolve;
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = () => {
        pending.delete(hook);
        reject(new Error(`Trova: ${src} could not be loaded`));
      };
      doc.head.append(script);
    });
    pending.set(hook, loading);
  }
  return loading;
}

/** Tests only: forget the loaded chunks. */
export function resetChunks(): void {
  pending.clear();
}
