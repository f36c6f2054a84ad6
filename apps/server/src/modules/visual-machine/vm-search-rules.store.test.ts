import { defaultCampaign, searchQuerySchema } from '@trova/contracts';
import { describe, expect, it, vi } from 'vitest';
import { testClock } from '../../../test/test-app';
import { compileVmRules, type VmSearchRules } from './vm-search-rules';
import { VmSearchRulesStore } from './vm-search-rules.store';

const rules = (name: string): VmSearchRules =>
  compileVmRules([{ ...defaultCampaign(), name }], [], { dynamicBanner: false });
const log = { error: vi.fn() };

function storeWith(load: (shopId: string) => Promise<VmSearchRules>) {
  const clock = testClock(1_000_000);
  const store = new VmSearchRulesStore({ load, now: clock, log, maxAgeMs: 30_000 });
  return { store, clock };
}

describe('Visual Machine rules kept for search', () => {
  it('reads a shop once, answers at once afterwards, and reads again after a change', async () => {
    let version = 0;
    const load = vi.fn((_shopId: string) => Promise.resolve(rules(`v${++version}`)));
    const { store } = storeWith(load);
    const [first, second] = [store.rulesOf('s1'), store.rulesOf('s1')];
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(await second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.rulesOf('s1')).toBe(await first);
    store.changed('s1');
    expect((await store.rulesOf('s1')).campaigns[0]?.item.name).toBe('v2');
  });

  it('never keeps a read that started before a change', async () => {
    const reads: ((value: VmSearchRules) => void)[] = [];
    const { store } = storeWith(() => new Promise((resolve) => reads.push(resolve)));
    const stale = store.rulesOf('s1');
    store.changed('s1');
    const fresh = store.rulesOf('s1');
    reads[0]?.(rules('before'));
    reads[1]?.(rules('after'));
    expect((await stale).campaigns[0]?.item.name).toBe('before');
    expect((await fresh).campaigns[0]?.item.name).toBe('after');
    expect((store.rulesOf('s1') as VmSearchRules).campaigns[0]?.item.name).toBe('after');
  });

  it('serves what it has while reading rules older than the limit again', async () => {
    let version = 0;
    const { store, clock } = storeWith(() => Promise.resolve(rules(`v${++version}`)));
    const first = await store.rulesOf('s1');
    clock.advance(30_001);
    expect(store.rulesOf('s1')).toBe(first);
    await vi.waitFor(() => {
      expect((store.rulesOf('s1') as VmSearchRules).campaigns[0]?.item.name).toBe('v2');
    });
  });

  it('answers a failed read with its error and reads again on the next search', async () => {
    const load = vi
      .fn<(shopId: string) => Promise<VmSearchRules>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce(rules('ok'));
    const { store } = storeWith(load);
    await expect(store.rulesOf('s1')).rejects.toThrow('database down');
    expect((await store.rulesOf('s1')).campaigns[0]?.item.name).toBe('ok');
  });

  it('answers search’s port with the campaigns’ effect: once read, synchronously', async () => {
    const pin = compileVmRules(
      [
        {
          ...defaultCampaign(),
          name: 'pin lamp',
          conditions: [
            {
              queries: [{ type: 'queryContains', value: 'lamp' }],
              facet: { type: 'filterIs', filters: [] },
            },
          ],
          actions: [
            {
              type: 'pin',
              products: [
                { id: 'lamp', title: 'Lamp', image: '', price: 1, url: '', isAlive: true },
              ],
            },
          ],
        },
      ],
      [],
      { dynamicBanner: false },
    );
    const { store } = storeWith(() => Promise.resolve(pin));
    const search = searchQuerySchema.parse({ q: 'lamp' });
    const options = { sorted: false, nowSeconds: 1_000 };
    const first = store.effectOf('s1', search, options);
    expect(first).toBeInstanceOf(Promise);
    expect((await first).merchandising?.pins).toEqual([
      { id: 'lamp', position: 0, label: 'pin lamp' },
    ]);
    expect(store.effectOf('s1', searchQuerySchema.parse({ q: 'sofa' }), options)).toEqual({});
  });
});
