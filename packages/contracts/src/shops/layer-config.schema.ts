import { z } from 'zod';

export const HIGHLIGHT_MODES = ['normal'] as const;

/**
 * Search layer runtime configuration (docs/product/layout-design.md#layer-configuration-defaults).
 */
export const layerConfigSchema = z.object({
  suggestions: z.number().int().nonnegative(),
  spellcheck: z.number().int().nonnegative(),
  autocompleteRows: z.number().int().positive(),
  limit: z.number().int().positive(),
  /**
   * Only `normal` is documented (docs/product/layout-design.md#layer-configuration-defaults); other
   * modes are accepted as free text.
   */
  highlightMode: z.string().min(1),
});
export type LayerConfig = z.infer<typeof layerConfigSchema>;

/**
 * Layer defaults: suggestions 2, spellcheck 2, autocomplete rows 10, limit 6, highlight normal.
 * @example defaultLayerConfig().limit // 6
 */
export function defaultLayerConfig(): LayerConfig {
  return { suggestions: 2, spellcheck: 2, autocompleteRows: 10, limit: 6, highlightMode: 'normal' };
}
