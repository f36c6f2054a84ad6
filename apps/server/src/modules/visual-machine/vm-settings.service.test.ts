import type { Plan } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { ShopsRepository } from '../shops/index';
import { VmItemsRepository } from './vm-items.repository';
import { VmSettingsService } from './vm-settings.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'x' };
/** The plan fields the gate reads; the rest of a plan is billing's. */
const littlePlan = { key: 'little', subscriptionTimestamp: 0 } as unknown as Plan;

describe('VmSettingsService', () => {
  let database: TestDatabase;
  let items: VmItemsRepository;
  let plans: Plan[];
  let settings: VmSettingsService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await seedShops(database.db);
    items = new VmItemsRepository(database.db);
    plans = [];
    settings = new VmSettingsService({
      shops: new ShopsRepository(database.db),
      items,
      plans: () => plans,
      now: () => 1_800_000_000_000,
    });
  });
  afterEach(() => database.dispose());

  it("answers another customer's shop as missing, and no session as missing-token", async () => {
    await expect(settings.historyInterval(marco, 's-anna')).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(
      settings.setHistoryInterval(marco, 's-anna', { historyInterval: '15' }),
    ).rejects.toMatchObject({ code: 'shop-not-found' });
    await expect(settings.bannerId(undefined, 's-anna')).rejects.toMatchObject({
      code: 'missing-token',
    });
    expect(await settings.interval('s-anna')).toBe('30');
  });

  it('refuses plans below standard with plan-feature-locked, and changes nothing', async () => {
    plans = [littlePlan];
    await expect(
      settings.setHistoryInterval(anna, 's-anna', { historyInterval: '15' }),
    ).rejects.toMatchObject({ code: 'plan-feature-locked', status: 402 });
    await expect(settings.bannerId(anna, 's-anna')).rejects.toMatchObject({
      code: 'plan-feature-locked',
    });
    expect(await settings.interval('s-anna')).toBe('30');
  });

  it('keeps 30 days until the owner saves another interval, for that shop only', async () => {
    expect(await settings.historyInterval(anna, 's-anna')).toEqual({ historyInterval: '30' });
    expect(await settings.setHistoryInterval(anna, 's-anna', { historyInterval: '15' })).toEqual({
      historyInterval: '15',
    });
    expect(await settings.historyInterval(anna, 's-anna')).toEqual({ historyInterval: '15' });
    expect(await settings.interval('s-anna')).toBe('15');
    expect(await settings.historyInterval(marco, 's-marco')).toEqual({ historyInterval: '30' });
  });

  it('serves 30 days for a stored interval the contracts no longer know', async () => {
    await items.setHistoryInterval('s-anna', '45', 1);
    expect(await settings.interval('s-anna')).toBe('30');
  });

  it('hands the owner a fresh banner id each time', async () => {
    const first = await settings.bannerId(anna, 's-anna');
    const second = await settings.bannerId(anna, 's-anna');
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.uuid).not.toBe(first.uuid);
  });
});
