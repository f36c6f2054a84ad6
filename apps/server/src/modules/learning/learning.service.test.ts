import { SearchIndex } from '@trova/engine';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { IndexRegistry } from '../search/index';
import type { LearnedBuild, LearnedPayload } from './learned-payload';
import { NOW, searchAndClick } from './learning-events.test-support';
import type { LearningEvent } from './learning-rule';
import { LearningTrigger } from './learning-trigger';
import { LEARNING_REBUILD_EVERY_MS, LearningService } from './learning.service';

const shop = { id: 's1', key: 'k1' };
const log = pino({ level: 'silent' });

/** A service over an in-memory row, the shop's live index, and a recorded change feed. */
function setup(
  events: LearningEvent[] = [],
  elapsed?: () => number,
  crowded: ReadonlySet<string> = new Set(),
  busy: ReadonlySet<string> = new Set(),
) {
  let row: LearnedPayload | undefined;
  const registry = new IndexRegistry();
  const index = SearchIndex.build({ searchable: [{ name: 'title' }] }, [
    { id: 'a', title: 'sofa' },
    { id: 'h', title: 'sofa' },
  ]);
  registry.swap(shop.key, {
    shopId: shop.id,
    index,
    attributes: [],
    excludedIps: new Set(),
    resultFields: [],
    published: true,
    catalogueVersion: 1,
    inputs: { schema: { searchable: [] }, hideOutOfStock: false },
  });
  const told: number[] = [];
  const repository = {
    stored: () =>
      Promise.resolve(
        row ? { version: row.version, builtAt: row.builtAt, payload: row } : undefined,
      ),
    builtAt: () => Promise.resolve(row?.builtAt),
    versions: (ids: readonly string[]) =>
      Promise.resolve(
        new Map(row && ids.includes(shop.id) ? [[shop.id, row.version] as const] : []),
      ),
    store: (_: string, build: LearnedBuild) =>
      Promise.resolve((row = { ...build, version: (row?.version ?? 0) + 1 })),
    eventsPage: (_s: string, _f: number, _t: number, after: unknown) =>
      Promise.resolve(after ? [] : events),
    crowdedAddresses: () => Promise.resolve(new Set(crowded)),
    busyTokens: () => Promise.resolve(new Set(busy)),
  };
  let now = NOW;
  const learning = new LearningService({
    repository,
    shops: {
      findById: (id: string) =>
        Promise.resolve(id === shop.id ? ({ key: shop.key } as never) : undefined),
    },
    registry,
    publish: (_, version) => {
      told.push(version);
      return Promise.resolve();
    },
    log,
    now: () => now,
    ...(elapsed ? { elapsed } : {}),
  });
  const storeElsewhere = (payload: LearnedPayload) => (row = payload);
  return {
    learning,
    index,
    told,
    storeElsewhere,
    advance: (ms: number) => (now += ms),
    row: () => row,
  };
}

const crowd = Array.from({ length: 4 }, (_, n) =>
  searchAndClick({ query: 'sofa', shown: ['a', 'h'], clicked: 'h', user: `u${n}` }),
).flat();

describe('LearningService', () => {
  it('stores a build, applies it to the live index, and tells the other processes', async () => {
    const { learning, index, told } = setup(crowd);
    expect(await learning.rebuild(shop.id)).toMatchObject({ stored: true, version: 1, queries: 1 });
    expect(index.learnedSignals()?.queries[0]?.[0]).toBe('sofa');
    expect(learning.payloadOf(shop.key)?.version).toBe(1);
    expect(told).toEqual([1]);
  });

  it('ignores every event of an address the repository names as crowded', async () => {
    const { learning, index } = setup(crowd, undefined, new Set(['ip-u0', 'ip-u1']));
    // Two of the four shoppers are behind crowded addresses: the others are too few to teach.
    expect(await learning.rebuild(shop.id)).toMatchObject({ stored: true, queries: 0 });
    expect(index.learnedSignals()?.queries).toEqual([]);
  });

  it('ignores every event of a token the repository names as busy', async () => {
    const { learning, index } = setup(crowd, undefined, new Set(), new Set(['u2', 'u3']));
    expect(await learning.rebuild(shop.id)).toMatchObject({ stored: true, queries: 0 });
    expect(index.learnedSignals()?.queries).toEqual([]);
  });

  it('rebuilds a shop at most hourly unless forced, and never a shop that is gone', async () => {
    const { learning, advance } = setup(crowd);
    await learning.rebuild(shop.id);
    advance(LEARNING_REBUILD_EVERY_MS - 1);
    expect(await learning.rebuild(shop.id)).toEqual({ stored: false, reason: 'recent' });
    expect(await learning.rebuild(shop.id, true)).toMatchObject({ stored: true, version: 2 });
    advance(LEARNING_REBUILD_EVERY_MS);
    expect(await learning.rebuild(shop.id)).toMatchObject({ stored: true, version: 3 });
    expect(await learning.rebuild('gone')).toEqual({ stored: false, reason: 'shop-gone' });
  });

  it('refreshes from storage only for a newer version than it holds', async () => {
    const first = setup(crowd);
    await first.learning.rebuild(shop.id);
    const spy = vi.spyOn(first.index, 'setLearnedSignals');
    await first.learning.refresh(shop, 1);
    expect(spy).not.toHaveBeenCalled();
  });

  it('gives the event loop a turn within a page once a slice of work has passed', async () => {
    let ms = 0;
    let given = 0;
    const events = Array.from({ length: 10 }, () => crowd).flat();
    // One page of 80 events that counts how many the rebuild has taken so far.
    const page = [...events];
    page[Symbol.iterator] = function* (): Generator<LearningEvent, undefined> {
      for (const event of events) {
        given += 1;
        yield event;
      }
      return undefined;
    };
    // Each look at the clock sees 1 ms more: a turn is due every LEARNING_SLICE_MS events.
    const { learning } = setup(page, () => ms++);
    let seenAt: number | undefined;
    setImmediate(() => (seenAt = given));
    await learning.rebuild(shop.id);
    expect(seenAt).toBeDefined();
    expect(seenAt).toBeLessThan(events.length);
  });

  it('tells which shops have a stored build newer than the one in force', async () => {
    const { learning, row, storeElsewhere } = setup(crowd);
    expect(await learning.behind([shop.id, 'other'])).toEqual(new Map());
    await learning.rebuild(shop.id);
    expect(await learning.behind([shop.id])).toEqual(new Map());
    // Another process stored version 2 and its telling was lost.
    storeElsewhere({ ...row()!, version: 2 });
    expect(await learning.behind([shop.id])).toEqual(new Map([[shop.id, 2]]));
    await learning.refresh(shop);
    expect(await learning.behind([shop.id])).toEqual(new Map());
  });
});

describe('LearningTrigger', () => {
  it('queues a rolled-up shop at most once an hour', () => {
    let now = NOW;
    const enqueue = vi.fn(() => Promise.resolve({ id: 'j' }));
    const trigger = new LearningTrigger({ queue: { enqueue } as never, now: () => now, log });
    trigger.rolledUp(['s1', 's2']);
    trigger.rolledUp(['s1']);
    now += LEARNING_REBUILD_EVERY_MS;
    trigger.rolledUp(['s1']);
    expect(enqueue.mock.calls).toEqual([
      ['learning.rebuild', { shopId: 's1' }],
      ['learning.rebuild', { shopId: 's2' }],
      ['learning.rebuild', { shopId: 's1' }],
    ]);
  });
});
