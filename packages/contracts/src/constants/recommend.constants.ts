import { EXTERNAL_WIDGET_SCRIPT_VERSION } from './visual-machine.constants';

/**
 * Where a storefront asks for recommendations (docs/product/visual-machine.md#recommendations-served):
 * the layer's empty box and no-results page, a product page and any other page (external, by tag).
 */
export const RECOMMEND_CONTEXTS = ['showcase', 'noResults', 'product', 'external'] as const;
export type RecommendContext = (typeof RECOMMEND_CONTEXTS)[number];

/** Recommendations one answer carries at most, in list order. */
export const RECOMMEND_MAX_RULES = 10;
/** Products one recommendation carries at most, whatever its size. */
export const RECOMMEND_MAX_PRODUCTS = 50;

/** The embed script's custom element (docs/product/visual-machine.md#embed). */
export const EXTERNAL_WIDGET_ELEMENT = 'trova-recommendation';
/**
 * The embed script's file in the layer's folder: its own version is in the name, so the layer can
 * move on while pages keep the contract of the script they pasted.
 */
export const EXTERNAL_WIDGET_FILE = `embed-${EXTERNAL_WIDGET_SCRIPT_VERSION}.js`;
