import { z } from 'zod';
import { PRODUCT_PANEL_STEP } from '../constants/visual-machine.constants';
import { productSearchResultSchema } from '../visual-machine/product-search.schema';
import { defineCall } from './call';
import { nestQuery } from './search-query.rules';
import { searchQuerySchema } from './search.api';

/** The product picker shows one page of this many products; offsets move by the same step. */
export const PRODUCT_PICKER_PAGE_SIZE = PRODUCT_PANEL_STEP;

/**
 * `GET shops/{shopKey}/visual-machine/search` query
 * (docs/product/visual-machine.md#product-picker): the storefront search's bracketed parameters (q,
 * filters[i][j][facet], sort[0][key], customer_group_id, currency), with offsets in steps of 10 and
 * a fixed page of 10.
 */
export const productPickerQuerySchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null ? nestQuery({ ...value }) : value),
  searchQuerySchema.out.omit({ limit: true }).extend({
    offset: searchQuerySchema.out.shape.offset.pipe(
      z.number().multipleOf(PRODUCT_PICKER_PAGE_SIZE),
    ),
  }),
);
export type ProductPickerQuery = z.output<typeof productPickerQuerySchema>;

/**
 * The console's product picker (campaign actions, recommendations): a signed-in customer looks up
 * products of one of their own shops by its key; another customer's shop answers 404.
 */
export const visualMachineApi = {
  productSearch: defineCall({
    method: 'GET',
    path: '/shops/:shopKey/visual-machine/search',
    params: z.object({ shopKey: z.string().min(1).max(64) }),
    query: productPickerQuerySchema,
    response: productSearchResultSchema,
    auth: 'session',
  }),
} as const;
