import { afterEach, describe, expect, it } from 'vitest';
import { startMagento2Fake, type Magento2Fake } from './fakes/magento2/magento2.fake';
import { generateMagentoCatalogue } from './fakes/magento2/magento2.generator';
import { MagentoApi } from './magento2-api';
import { MagentoStock, stockItemAvailability } from './magento2-stock';
import type { MagentoProduct } from './magento2.types';
import { PlatformHttp } from './platform-http';

let fake: Magento2Fake | undefined;
let http: PlatformHttp | undefined;
afterEach(async () => {
  http?.close();
  await fake?.close();
});

async function stockOf(options: {
  msi?: boolean;
  count: number;
}): Promise<{ stock: MagentoStock; products: MagentoProduct[]; fake: Magento2Fake }> {
  const catalogue = generateMagentoCatalogue(options.count);
  fake = await startMagento2Fake({ catalogue, msi: options.msi ?? true });
  const port = fake.port;
  http = new PlatformHttp({ platform: 'Magento 2', allowTarget: (target) => target.port === port });
  const api = new MagentoApi(
    { platform: 'magento-2', storeUrl: fake.url, accessToken: fake.token, storeView: 'default' },
    http,
  );
  return { stock: new MagentoStock(api), products: catalogue.products, fake };
}

describe('stockItemAvailability', () => {
  it('reads legacy stock items', () => {
    expect(stockItemAvailability({ is_in_stock: false, qty: 4 })).toBe('out_of_stock');
    expect(stockItemAvailability({ is_in_stock: true, qty: 0, backorders: 1 })).toBe('backorder');
    expect(
      stockItemAvailability({ is_in_stock: true, qty: 0, backorders: 1, manage_stock: false }),
    ).toBe('in_stock');
    expect(stockItemAvailability({ is_in_stock: true, qty: 3 })).toBe('in_stock');
  });
});

describe('MagentoStock', () => {
  it('reads 100 SKUs per Multi-Source Inventory call', async () => {
    const { stock, products, fake } = await stockOf({ count: 230 });
    const found = await stock.lookup(products);
    expect(found.size).toBe(products.length);
    // The generator sells out every thirteenth product: GEN-1 is one of them.
    expect(found.get('GEN-1')).toBe('out_of_stock');
    expect(found.get('GEN-2')).toBe('in_stock');
    const calls = fake.requests.filter(
      (request) => request.path === '/default/V1/inventory/source-items',
    );
    expect(calls).toHaveLength(Math.ceil(products.length / 100));
  });

  it('uses a stock item the product carries without asking', async () => {
    const { stock, products, fake } = await stockOf({ count: 3 });
    const carried = products.map((product) => ({
      ...product,
      extension_attributes: { ...product.extension_attributes, stock_item: { is_in_stock: false } },
    }));
    const found = await stock.lookup(carried);
    expect([...found.values()].every((state) => state === 'out_of_stock')).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it('falls back to one call per SKU where MSI answers 404, and stays there', async () => {
    const { stock, products, fake } = await stockOf({ count: 3, msi: false });
    await stock.lookup(products);
    await stock.lookup(products);
    const msi = fake.requests.filter((request) =>
      request.path.endsWith('/V1/inventory/source-items'),
    );
    expect(msi).toHaveLength(1);
    const legacy = fake.requests.filter((request) =>
      request.path.startsWith('/default/V1/stockItems/'),
    );
    expect(legacy).toHaveLength(products.length * 2);
  });
});
