import type { RecommendationActionType } from '@trova/contracts';
import {
  appendFiltersAndSort,
  DEFAULT_QUERY_SORTING,
  storedFilterParams,
  storedSort,
  type QuerySorting,
} from './recommendation-query';

/**
 * The query templates of `similar` and `upselled` recommenders
 * (docs/product/visual-machine.md#recommendations): filters on the facets the viewed product
 * shares, each with a `{:context.item.<facet>}` placeholder the server fills from that product;
 * upselling adds a selling-price lower bound from it.
 */
export interface TemplateSettings {
  /** Facets the recommended products share with the viewed one. */
  match: string[];
  sorting: QuerySorting;
}

export type TemplateKind = Extract<RecommendationActionType, 'similar' | 'upselled'>;

/** The facet every shop has: similar products come from the viewed product's category. */
export const DEFAULT_TEMPLATE_MATCH = 'categories';

/**
 * A new template: the viewed product's category, by relevance.
 * @example defaultTemplateSettings().match // ['categories']
 */
export function defaultTemplateSettings(): TemplateSettings {
  return { match: [DEFAULT_TEMPLATE_MATCH], sorting: DEFAULT_QUERY_SORTING };
}

/**
 * @example isTemplateKind('upselled') // true
 */
export function isTemplateKind(kind: RecommendationActionType): kind is TemplateKind {
  return kind === 'similar' || kind === 'upselled';
}

/**
 * A placeholder of the viewed product's field.
 * @example placeholder('brand') // '{:context.item.brand}'
 */
export function placeholder(field: string): string {
  return `{:context.item.${field}}`;
}

/** The viewed product's selling price, the upselling lower bound. */
const SELLING_PRICE_FIELD = 'sellingPrice';

/**
 * The stored query string of a template; upselled adds `filters[n][0][sellingPrice][from]` with
 * the viewed product's selling price.
 * @example encodeTemplate({ match: ['brand'], sorting: DEFAULT_QUERY_SORTING }, 'similar')
 * // 'q=&filters%5B0%5D%5B0%5D%5Bbrand%5D=%7B%3Acontext.item.brand%7D&sort%5B0%5D%5Bscore%5D=DESC'
 */
export function encodeTemplate(settings: TemplateSettings, kind: TemplateKind): string {
  const params = new URLSearchParams();
  params.append('q', '');
  const match = [...new Set(settings.match)];
  appendFiltersAndSort(
    params,
    match.map((facet) => ({ name: facet, text: placeholder(facet) })),
    settings.sorting,
  );
  if (kind === 'upselled') {
    params.append(
      `filters[${match.length}][0][${SELLING_PRICE_FIELD}][from]`,
      placeholder(SELLING_PRICE_FIELD),
    );
  }
  return params.toString();
}

/**
 * The settings of a stored template: the facets filtered on their own placeholder, and the sort.
 * The upselling bound is implied by the kind, so it is not one of them.
 * @example decodeTemplate(encodeTemplate(settings, 'upselled')) // settings
 */
export function decodeTemplate(queryString: string): TemplateSettings {
  const match = storedFilterParams(queryString)
    .filter((param) => param.bound === undefined && param.value === placeholder(param.name))
    .map((param) => param.name);
  return { match: [...new Set(match)], sorting: storedSort(queryString) };
}

/**
 * The facets a template may match on: the shop's own facets (price has its own upselling rule)
 * and categories.
 * @example templateFacets(['brand', 'price']) // ['categories', 'brand']
 */
export function templateFacets(setupFacets: readonly string[]): string[] {
  return [
    ...new Set([DEFAULT_TEMPLATE_MATCH, ...setupFacets.filter((facet) => facet !== 'price')]),
  ];
}
