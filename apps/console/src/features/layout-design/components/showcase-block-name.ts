import { SHOWCASE_BLOCKS } from '@trova/contracts';
import type { TFunction } from 'i18next';

/** A showcase block as the owner reads it: fixed blocks by name, dynamic blocks by their id. */
export function showcaseBlockName(t: TFunction, block: string): string {
  const fixed = SHOWCASE_BLOCKS.find((item) => item === block);
  return fixed ? t(`layoutDesign.showcase.block.${fixed}`) : block;
}
