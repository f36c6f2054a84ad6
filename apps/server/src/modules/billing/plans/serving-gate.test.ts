import { describe, expect, it } from 'vitest';
import type { BillingShop } from '../billing-shops.repository';
import type { PlanStanding } from './plan-standing';
import { ServingGate } from './serving-gate';

const shop = (id: string, customerId: string, published = true): BillingShop => ({
  id,
  key: `key-${id}`,
  customerId,
  platform: 'custom-integration',
  published,
  completed: true,
});
const standing = (active: boolean) => ({ active }) as PlanStanding;

describe('the serving gate', () => {
  const shops = [shop('a1', 'anna'), shop('a2', 'anna', false), shop('m1', 'marco')];
  const updates: [string, boolean | undefined][] = [];
  const gate = new ServingGate({
    registry: { update: (key, changes) => updates.push([key, changes.published]) },
    shops: {
      list: (customerId) =>
        Promise.resolve(shops.filter((each) => !customerId || each.customerId === customerId)),
    },
  });

  it("stops an inactive customer's storefronts and brings them back as they were", async () => {
    await gate.apply(
      new Map([
        ['anna', standing(false)],
        ['marco', standing(true)],
      ]),
    );
    expect(gate.isServed('anna')).toBe(false);
    expect(gate.isServed('marco')).toBe(true);
    expect(updates.splice(0)).toEqual([
      ['key-a1', false],
      ['key-a2', false],
    ]);
    // Nothing changed: nothing is written.
    await gate.apply(
      new Map([
        ['anna', standing(false)],
        ['marco', standing(true)],
      ]),
    );
    expect(updates).toEqual([]);
    await gate.applyOne('anna', standing(true));
    // The unpublished shop stays unpublished.
    expect(updates.splice(0)).toEqual([
      ['key-a1', true],
      ['key-a2', false],
    ]);
    expect(gate.isServed('anna')).toBe(true);
  });
});
