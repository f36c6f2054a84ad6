import {
  catalogueProductSchema,
  type CategoryNode,
  type SeoValuesResponse,
} from '@trova/contracts';
import type { EngineDocument } from '@trova/engine';
import type { Caller } from '../../kernel/caller';
import type { ProductsRepository } from './products.repository';
import { toEngineDocument } from './product-document';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopsRepository } from '../shops/index';

/** Distinct values answered per attribute: enough for an SEO table, bounded for free-text fields. */
export const SEO_VALUES_LIMIT = 1000;

/** Values of a document field as the console shows them: lists flattened, numbers as text. */
function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

/**
 * Builds the category tree from '/'-separated paths; every prefix of a path is a node, identified by
 * its whole path so that equal names under different parents stay apart.
 * @example categoryTree(['Donna/Scarpe'])[0]?.children[0]?.identifier // 'Donna/Scarpe'
 */
export function categoryTree(paths: Iterable<string>): CategoryNode[] {
  const roots: CategoryNode[] = [];
  const nodes = new Map<string, CategoryNode>();
  for (const path of paths) {
    let parent: CategoryNode | undefined;
    for (const [depth, name] of path.split('/').entries()) {
      const identifier = path
        .split('/')
        .slice(0, depth + 1)
        .join('/');
      let node = nodes.get(identifier);
      if (!node) {
        node = { identifier, name, parent: parent?.identifier ?? null, children: [] };
        nodes.set(identifier, node);
        (parent?.children ?? roots).push(node);
      }
      parent = node;
    }
  }
  const sort = (list: CategoryNode[]): CategoryNode[] => {
    list.sort((a, b) => a.name.localeCompare(b.name));
    for (const node of list) sort(node.children);
    return list;
  };
  return sort(roots);
}

/** Console calls answered from the shop's stored catalogue, named as its search documents are. */
export class CatalogueValuesService {
  constructor(
    private readonly shops: Pick<ShopsRepository, 'findOwned'>,
    private readonly products: Pick<ProductsRepository, 'listByShop'>,
  ) {}

  /**
   * `GET shops/{id}/seo-values?attributes=a,b`: per attribute, its distinct values in the catalogue,
   * sorted, at most SEO_VALUES_LIMIT each.
   * @example (await catalogue.seoValues(caller, shopId, ['brand'])).values // [{ brand: ['Acme'] }]
   */
  async seoValues(
    caller: Caller | undefined,
    shopId: string,
    attributes: readonly string[],
  ): Promise<SeoValuesResponse> {
    const shop = await ownedShop(this.shops, caller, shopId);
    const names = [...new Set(attributes)];
    const seen = new Map(names.map((name) => [name, new Set<string>()]));
    if (names.length > 0) {
      for await (const document of this.documents(shop.id)) {
        for (const [name, values] of seen) {
          for (const value of valuesOf(document[name])) {
            if (values.size < SEO_VALUES_LIMIT) values.add(value);
          }
        }
      }
    }
    return {
      values: [...seen].map(([name, values]) => ({
        [name]: [...values].sort((a, b) => a.localeCompare(b)),
      })),
    };
  }

  /** `GET shops/{id}/categories`: the tree of the catalogue's category paths. */
  async categories(caller: Caller | undefined, shopId: string): Promise<CategoryNode[]> {
    const shop = await ownedShop(this.shops, caller, shopId);
    const paths = new Set<string>();
    for await (const document of this.documents(shop.id)) {
      for (const path of valuesOf(document.categories)) paths.add(path);
    }
    return categoryTree(paths);
  }

  private async *documents(shopId: string): AsyncGenerator<EngineDocument> {
    for await (const row of this.products.listByShop(shopId)) {
      const parsed = catalogueProductSchema.safeParse(JSON.parse(row.data));
      if (parsed.success) yield toEngineDocument(parsed.data);
    }
  }
}
