import { BANNER_GRID_SLOTS, type VmProduct } from '@trova/contracts';

/** What one of the 20 slots of the first result page shows. */
export type SlotContent =
  | { kind: 'this-banner' }
  | { kind: 'other-banner' }
  | { kind: 'product'; product: VmProduct }
  | { kind: 'empty' };

/**
 * The first page as a shopper would see it: card banners at their positions (1 to 20), products
 * filling the other slots in result order (docs/product/visual-machine.md#banners).
 * @example slotContents([p1, p2], 1, [])[0] // { kind: 'this-banner' }, then p1 at slot 2
 */
export function slotContents(
  products: readonly VmProduct[],
  position: number,
  otherPositions: readonly number[],
): SlotContent[] {
  const queue = [...products];
  return Array.from({ length: BANNER_GRID_SLOTS }, (_, index): SlotContent => {
    const slot = index + 1;
    if (slot === position) return { kind: 'this-banner' };
    if (otherPositions.includes(slot)) return { kind: 'other-banner' };
    const product = queue.shift();
    return product ? { kind: 'product', product } : { kind: 'empty' };
  });
}
