import { AUDIO_FAMILIES } from './audio-families.js';
import { draw, type Draft } from './catalogue-draw.js';
import { COMPUTER_FAMILIES } from './computer-families.js';
import { MEDIA_FAMILIES } from './media-families.js';
import { PHONE_FAMILIES } from './phone-families.js';
import type { ShopProduct } from './shop-truth.js';
import { SPORT_FAMILIES } from './sport-families.js';

export const CATALOGUE_SEED = 20261125;

/**
 * The judged set's catalogue: about 2,000 English products of an electronics, media and sport
 * shop, each with its ground truth. Products come out in a seeded random order, so that no
 * engine's index-order tie-breaking lines up with the families they were generated in.
 *
 * @example
 * const products = generateShopCatalogue();
 * products[0]; // { id: 'S0001', title: '…', description: '…', truth: { kind: '…', … } }
 */
export function generateShopCatalogue(seed = CATALOGUE_SEED): ShopProduct[] {
  const d = draw(seed);
  const drafts: Draft[] = [
    ...PHONE_FAMILIES,
    ...AUDIO_FAMILIES,
    ...COMPUTER_FAMILIES,
    ...MEDIA_FAMILIES,
    ...SPORT_FAMILIES,
  ].flatMap((family) => family(d));
  // Fisher–Yates with the same generator: deterministic for a seed.
  for (let i = drafts.length - 1; i > 0; i--) {
    const j = d.int(0, i);
    [drafts[i], drafts[j]] = [drafts[j]!, drafts[i]!];
  }
  return drafts.map((p, i) => ({ id: `S${String(i + 1).padStart(4, '0')}`, ...p }));
}
