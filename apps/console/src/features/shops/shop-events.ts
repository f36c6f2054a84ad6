/**
 * Guard step 4 ends by asking for indexing and syncing checks (document 000 §4). The pollers that
 * answer them subscribe here, so the guard does not depend on them.
 */
export type ShopCheck = 'indexing' | 'syncing';

const target = new EventTarget();

export function emitShopChecks(): void {
  target.dispatchEvent(new Event('indexing'));
  target.dispatchEvent(new Event('syncing'));
}

export function onShopCheck(check: ShopCheck, listener: () => void): () => void {
  target.addEventListener(check, listener);
  return () => target.removeEventListener(check, listener);
}
