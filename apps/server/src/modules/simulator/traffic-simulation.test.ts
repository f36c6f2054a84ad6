import { describe, expect, it } from 'vitest';
import { fakeShop } from '../../../test/fake-shop-transport';
import { simulateDays, simulateNow } from './traffic-simulation';
import { DAY_MS } from './traffic-volume';

const titles = [
  'Acme kettle steel',
  'Acme toaster red',
  'Zeta kettle glass',
  'Zeta blender black',
  'Orbo lamp brass',
];
const options = { shoppersPerDay: 15, seed: 3, excludedIps: ['203.0.113.7'] };
const today = Date.UTC(2026, 4, 20, 15);

describe('simulateDays', () => {
  it('plays each day before today, in order, and the same way for one seed', async () => {
    const run = async () => {
      const shop = fakeShop(titles);
      const summary = await simulateDays(shop.transport, options, 3, today);
      return { summary, calls: shop.calls };
    };
    const first = await run();
    const again = await run();
    expect(again.summary).toEqual(first.summary);
    expect(again.calls.map((call) => call.params?.toString())).toEqual(
      first.calls.map((call) => call.params?.toString()),
    );
    const midnight = Math.floor(today / DAY_MS) * DAY_MS;
    const shopperCalls = first.calls.filter(
      (call) => call.params?.get('userToken') !== 'trova-traffic-simulator',
    );
    const days = new Set(shopperCalls.map((call) => Math.floor(call.at / DAY_MS) * DAY_MS));
    expect([...days].sort()).toEqual([
      midnight - 3 * DAY_MS,
      midnight - 2 * DAY_MS,
      midnight - DAY_MS,
    ]);
    for (const call of first.calls) expect(call.at).toBeLessThan(midnight);
    const shoppers = Object.values(first.summary.shoppers).reduce((a, b) => a + b, 0);
    expect(shoppers).toBeGreaterThan(25);
    expect(shoppers).toBeLessThan(70);
  });

  it('differs with the seed', async () => {
    const played = async (seed: number) => {
      const shop = fakeShop(titles);
      await simulateDays(shop.transport, { ...options, seed }, 1, today);
      return shop.calls.map((call) => call.params?.get('q'));
    };
    expect(await played(1)).not.toEqual(await played(2));
  });
});

describe('simulateNow', () => {
  it('plays the number of shoppers asked for', async () => {
    const shop = fakeShop(titles);
    const summary = await simulateNow(shop.transport, options, 10, 4);
    expect(Object.values(summary.shoppers).reduce((a, b) => a + b, 0)).toBe(10);
    // Besides them, visitors who never search: 60 % of all visitors.
    expect(summary.browsers).toBe(15);
    expect(summary.pageViews).toBe(25);
    const tokens = new Set(
      shop.calls.map((call) => call.params?.get('userToken') ?? call.events?.[0]?.userToken),
    );
    // Ten shoppers, fifteen browsers and the catalogue reader.
    expect(tokens.size).toBe(26);
  });
});
