import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import type { Caller } from '../../kernel/caller';
import { ShopsRepository } from '../shops/index';
import { categoryTree, CatalogueValuesService, SEO_VALUES_LIMIT } from './catalogue-values.service';
import { ProductsRepository } from './products.repository';

const anna: Caller = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco: Caller = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'y' };

/** Stored rows as the catalogue writer leaves them: the product JSON by id. */
const stored = (...products: Record<string, unknown>[]) =>
  products.map((product) => ({ id: String(product.id), data: JSON.stringify(product) }));

describe('CatalogueValuesService', () => {
  let database: TestDatabase;
  let products: ProductsRepository;
  let values: CatalogueValuesService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    const shops = new ShopsRepository(database.db);
    for (const name of ['anna', 'marco']) {
      await insertAccount(database.db, name);
      await shops.insert(shopRow(`s-${name}`, `c-${name}`));
    }
    products = new ProductsRepository(database.db);
    values = new CatalogueValuesService(shops, products);
  });
  afterEach(() => database.dispose());

  it('answers each attribute’s distinct values, sorted, named as search documents name them', async () => {
    await products.applyBatch(
      's-anna',
      stored(
        { id: '1', title: 'Scarpa', brand: 'Beta', color: 'red', productType: ['Donna > Scarpe'] },
        { id: '2', title: 'Borsa', brand: 'Alpha', color: 'red', productType: ['Donna/Borse'] },
        { id: '3', title: 'Maglia', brand: 'Alpha', price: { amount: 9.5, currency: 'EUR' } },
        { id: '4', broken: true },
      ),
      [],
      1,
    );
    const answer = await values.seoValues(anna, 's-anna', ['brand', 'color', 'price', 'brand']);
    expect(answer.values).toEqual([
      { brand: ['Alpha', 'Beta'] },
      { color: ['red'] },
      { price: ['9.5'] },
    ]);
    expect(await values.categories(anna, 's-anna')).toEqual(
      categoryTree(['Donna/Scarpe', 'Donna/Borse']),
    );
    expect((await values.categories(anna, 's-anna'))[0]?.children.map((node) => node.name)).toEqual(
      ['Borse', 'Scarpe'],
    );
  });

  it('stops at SEO_VALUES_LIMIT values an attribute, and answers none when none are asked', async () => {
    const many = Array.from({ length: SEO_VALUES_LIMIT + 5 }, (_, index) => ({
      id: `p${index}`,
      title: `T${index}`,
    }));
    await products.applyBatch('s-anna', stored(...many), [], 1);
    const [titles] = (await values.seoValues(anna, 's-anna', ['title'])).values;
    expect(titles?.title).toHaveLength(SEO_VALUES_LIMIT);
    expect(await values.seoValues(anna, 's-anna', [])).toEqual({ values: [] });
  });

  it('answers another customer’s shop as missing', async () => {
    await expect(values.seoValues(marco, 's-anna', ['brand'])).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(values.categories(marco, 's-anna')).rejects.toMatchObject({
      code: 'shop-not-found',
    });
  });
});

describe('categoryTree', () => {
  it('makes every prefix a node, identified by its whole path, siblings by name', () => {
    const tree = categoryTree(['Uomo/Scarpe', 'Donna/Scarpe', 'Donna']);
    expect(tree.map((node) => node.identifier)).toEqual(['Donna', 'Uomo']);
    expect(tree[0]?.children).toEqual([
      { identifier: 'Donna/Scarpe', name: 'Scarpe', parent: 'Donna', children: [] },
    ]);
  });
});
