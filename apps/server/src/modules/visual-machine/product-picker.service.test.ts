import { PRODUCT_PICKER_PAGE_SIZE, productPickerQuerySchema } from '@trova/contracts';
import { SearchIndex } from '@trova/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { searchSettingsOf } from '../configuration/index';
import { IndexRegistry, SearchService } from '../search/index';
import { ProductPickerRepository } from './product-picker.repository';
import { ProductPickerService } from './product-picker.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'x' };
const KEY = 'key-s-anna';

/** 13 sofas: more than one page of the picker. */
const SOFAS = Array.from({ length: 13 }, (_, i) => ({
  id: `sofa-${i}`,
  title: `Sofa ${i}`,
  description: 'Three seats',
  brand: 'Nordic',
  images: [`https://shop.example/${i}.jpg`],
  link: `https://shop.example/p/${i}`,
  price: 100 + i,
}));

/** A picker query as the route parses it from the query string. */
const query = (fields: Record<string, string>) => productPickerQuerySchema.parse(fields);

describe('ProductPickerService', () => {
  let database: TestDatabase;
  let registry: IndexRegistry;
  let picker: ProductPickerService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await seedShops(database.db);
    registry = new IndexRegistry();
    const searches = new SearchService({
      registry,
      previewTokens: { verify: () => Promise.resolve() },
      limit: () => undefined,
    });
    picker = new ProductPickerService(new ProductPickerRepository(database.db), searches);
  });
  afterEach(() => database.dispose());

  const indexAnna = (published: boolean) => {
    const settings = searchSettingsOf({ setup: null, fineTuning: null });
    registry.swap(KEY, {
      shopId: 's-anna',
      index: SearchIndex.build(settings.schema, SOFAS),
      attributes: [],
      excludedIps: new Set(),
      resultFields: ['title', 'description', 'brand'],
      published,
      catalogueVersion: 1,
      inputs: settings.inputs,
    });
  };

  it("needs a session, and answers another customer's shop key as missing", async () => {
    indexAnna(true);
    await expect(picker.search(undefined, KEY, query({ q: 'sofa' }))).rejects.toMatchObject({
      code: 'missing-token',
    });
    await expect(picker.search(marco, KEY, query({ q: 'sofa' }))).rejects.toMatchObject({
      code: 'shop-not-found',
    });
  });

  it('answers pages of the picker size in its own shape, unpublished shops too', async () => {
    indexAnna(false);
    const sorted = { q: 'sofa', 'sort[0][price]': 'ASC' };
    const first = await picker.search(anna, KEY, query(sorted));
    expect(first.results_count).toBe(13);
    expect(first.results).toHaveLength(PRODUCT_PICKER_PAGE_SIZE);
    expect(first.results[0]).toEqual({
      header: { externalId: 'sofa-0', imagePrefix: '' },
      data: {
        title: 'Sofa 0',
        image: ['https://shop.example/0.jpg'],
        url: 'https://shop.example/p/0',
      },
      pricing: { sellingPrice: 100 },
    });
    const next = { ...sorted, offset: String(PRODUCT_PICKER_PAGE_SIZE) };
    const second = await picker.search(anna, KEY, query(next));
    expect(second.results.map((hit) => hit.header.externalId)).toEqual([
      'sofa-10',
      'sofa-11',
      'sofa-12',
    ]);
  });

  it("answers no products for the owner's shop that has no index yet", async () => {
    expect(await picker.search(anna, KEY, query({ q: 'sofa' }))).toEqual({
      results: [],
      results_count: 0,
      stats: {},
    });
  });
});
