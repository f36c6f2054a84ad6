import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { queryField, saveConf, searchIds, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Three lamps that match a search for 'lampada' equally well; they differ in price and stock. */
const LAMPS = [
  { id: 'cheap', title: 'Lampada', price: { amount: 10, currency: 'EUR' } },
  { id: 'dear', title: 'Lampada', price: { amount: 90, currency: 'EUR' } },
  {
    id: 'gone',
    title: 'Lampada',
    price: { amount: 50, currency: 'EUR' },
    availability: 'out_of_stock',
  },
];

let app: TestApp;
let owner: TestAccount;
let shop: CustomShop;

async function save(setup: Parameters<typeof saveConf>[3]['setup']): Promise<void> {
  const answer = await saveConf(app.server, owner, shop.id, { setup });
  expect(answer.statusCode, answer.body).toBe(200);
  await app.services.indexing.idle();
}

beforeAll(async () => {
  app = await createTestApp({}, { indexDebounceMs: 0 });
  owner = await createAccount(app.server, app.config.dataDir, 'lamps@shop.it');
  shop = await registerCustomShop(app.server, owner);
  await pushBatch(app.server, owner.apiKey, shop.id, { upserts: LAMPS });
  await app.services.indexing.idle();
});

afterAll(() => app.dispose());

it('ranks equal matches by the boosting field, which comes before availability', async () => {
  const setup = setupWith({ query: { title: queryField() } });
  await save(setup);
  expect(await searchIds(app.server, shop.key, 'lampada')).toEqual(['cheap', 'dear', 'gone']);
  // Business ranking precedes availability in the engine's chain (packages/engine/DESIGN.md).
  await save({ ...setup, boosting: 'price' });
  expect(await searchIds(app.server, shop.key, 'lampada')).toEqual(['dear', 'gone', 'cheap']);
});

it('leaves out-of-stock products out of search when the setup hides them', async () => {
  const setup = setupWith({ query: { title: queryField() } });
  await save({ ...setup, oosProducts: false });
  expect(await searchIds(app.server, shop.key, 'lampada')).toEqual(['cheap', 'dear']);
  await save({ ...setup, oosProducts: true });
  expect(await searchIds(app.server, shop.key, 'lampada')).toEqual(['cheap', 'dear', 'gone']);
});
