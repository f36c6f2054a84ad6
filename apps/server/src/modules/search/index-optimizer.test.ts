import { SearchIndex, splitSchema } from '@trova/engine';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ENGINE_SCHEMA } from '../configuration/index';
import { IndexOptimizer } from './index-optimizer';
import { IndexRegistry } from './index-registry';

const shop = { id: 's1', key: 'key-1' };

/** A live index with a delta waiting to be merged. */
function registryWithDelta(): { registry: IndexRegistry; index: SearchIndex } {
  const index = SearchIndex.build(DEFAULT_ENGINE_SCHEMA, [
    { id: 'p1', title: 'Divano Oslo', price: 250 },
  ]);
  index.upsert({ id: 'p2', title: 'Divano Bergen', price: 500 });
  const registry = new IndexRegistry();
  registry.swap(shop.key, {
    shopId: shop.id,
    index,
    attributes: [],
    excludedIps: new Set(),
    resultFields: [],
    published: true,
    catalogueVersion: 1,
    inputs: { schema: splitSchema(DEFAULT_ENGINE_SCHEMA).index, hideOutOfStock: false },
  });
  return { registry, index };
}

describe('IndexOptimizer', () => {
  it('optimises what is pending when asked to settle, once the quiet delay is skipped', async () => {
    const { registry, index } = registryWithDelta();
    const optimizer = new IndexOptimizer({
      registry,
      log: pino({ level: 'silent' }),
      delayMs: 60_000,
    });
    optimizer.schedule(shop);
    expect(index.needsOptimize).toBe(true);
    await optimizer.idle();
    expect(index.needsOptimize).toBe(false);
    expect(index.search({ q: 'divano' }).total).toBe(2);
  });

  it('settles when a shop is scheduled again while its optimisation runs', async () => {
    const { registry, index } = registryWithDelta();
    const optimizer = new IndexOptimizer({
      registry,
      log: pino({ level: 'silent' }),
      delayMs: 60_000,
    });
    // Before the fix, idle() re-scheduled the running shop forever inside one synchronous loop:
    // a bound on schedule() turns that hang into a failure.
    const schedule = optimizer.schedule.bind(optimizer);
    let calls = 0;
    vi.spyOn(optimizer, 'schedule').mockImplementation((ref) => {
      calls += 1;
      if (calls > 100) throw new Error('scheduled again and again');
      schedule(ref);
    });
    optimizer.schedule(shop);
    const first = optimizer.idle();
    optimizer.schedule(shop);
    const second = optimizer.idle();
    await Promise.all([first, second]);
    expect(calls).toBeLessThan(10);
    expect(index.needsOptimize).toBe(false);
  });
});
