import { afterEach, describe, expect, it } from 'vitest';
import { startWooCommerceFake, type WooCommerceFake } from './fakes/woocommerce/woocommerce.fake';
import type { WooCommerceFakeOptions } from './fakes/woocommerce/woocommerce-fake.types';
import { generateWooProducts } from './fakes/woocommerce/woocommerce.generator';
import { PlatformHttp } from './platform-http';
import { createWooCommerceClient } from './woocommerce.client';

const NOW = Date.parse('2026-12-01T10:00:00Z');
let fake: WooCommerceFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const rate = (
  id: number,
  country: string,
  percent: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  country,
  state: '',
  postcode: '',
  city: '',
  postcodes: [],
  cities: [],
  rate: percent,
  priority: 1,
  compound: false,
  order: id,
  class: 'standard',
  ...extra,
});
const ITALY = [
  rate(1, 'IT', '22.0000'),
  rate(2, 'IT', '10.0000', { class: 'reduced-rate' }),
  rate(3, 'DE', '19.0000'),
  rate(4, 'IT', '4.0000', { postcodes: ['20100'] }),
];

/** Three simple products at 100.00 entered: standard, reduced rate, not taxable. */
function products() {
  const classes = [
    { tax_status: 'taxable', tax_class: '' },
    { tax_status: 'taxable', tax_class: 'reduced-rate' },
    { tax_status: 'none', tax_class: '' },
  ];
  return generateWooProducts(3, { variableEvery: 0 }).map((product, index) => ({
    ...product,
    price: '100.00',
    regular_price: '100.00',
    ...classes[index],
  }));
}

async function prices(tax: WooCommerceFakeOptions['tax']): Promise<number[]> {
  const started = await startWooCommerceFake({ now: () => NOW, products: products(), tax });
  fake = started;
  const http = new PlatformHttp({
    platform: 'WooCommerce',
    allowTarget: ({ port }) => port === started.port,
    sleep: () => Promise.resolve(),
  });
  const client = createWooCommerceClient(
    {
      platform: 'woocommerce',
      storeUrl: started.url,
      consumerKey: started.consumerKey,
      consumerSecret: started.consumerSecret,
    },
    http,
    { auth: { now: () => NOW } },
  );
  const amounts: number[] = [];
  for await (const page of client.products()) {
    amounts.push(...page.map((product) => product.price?.amount ?? Number.NaN));
  }
  return amounts;
}

describe('WooCommerce prices as the shop displays them', () => {
  it('adds the base country rate when prices are entered without tax and shown with it', async () => {
    await expect(
      prices({ enabled: true, pricesIncludeTax: false, displayIncludingTax: true, rates: ITALY }),
    ).resolves.toEqual([122, 110, 100]);
  });

  it('takes the rate off when prices are entered with tax and shown without it', async () => {
    await expect(
      prices({ enabled: true, pricesIncludeTax: true, displayIncludingTax: false, rates: ITALY }),
    ).resolves.toEqual([81.97, 90.91, 100]);
  });

  it('reads prices as entered when entered and shown alike, or taxes are off', async () => {
    const alike = {
      enabled: true,
      pricesIncludeTax: false,
      displayIncludingTax: false,
      rates: ITALY,
    };
    await expect(prices(alike)).resolves.toEqual([100, 100, 100]);
    await fake?.close();
    await expect(
      prices({ enabled: false, pricesIncludeTax: false, displayIncludingTax: true, rates: ITALY }),
    ).resolves.toEqual([100, 100, 100]);
  });
});
