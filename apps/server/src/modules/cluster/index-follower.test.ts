import { defaultSetup } from '@trova/contracts';
import { SearchIndex } from '@trova/engine';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueChange } from '../catalogue/index';
import { EMPTY_CONFIGURATION, type ShopConfiguration } from '../configuration/index';
import { applyDelta } from '../search/index';
import { IndexRegistry } from '../search/index';
import { searchSettingsOf } from '../configuration/index';
import { emptyRuntime } from '../shops/index';
import type { ChangeHandlers } from './change-feed';
import type { IndexChange } from './index-change';
import type { RecordedChange } from './index-changes.repository';
import { IndexFollower } from './index-follower';
import { catalogueProduct as product } from '../../../test/catalogue-products';

const shop = { id: 'shop-1', key: 'k1' };
const log = pino({ level: 'silent' });
const delta = (version: number, id: string): IndexChange => ({
  kind: 'delta',
  shop,
  version,
  upserts: [product(id)],
  deletes: [],
});

/**
 * The follower's decisions on the catalogue version (docs/architecture.md, "Several processes"),
 * against an index of its own and a fake of the rest: what it applies, skips, replays or reloads.
 */
describe('index follower', () => {
  let registry: IndexRegistry;
  let heard: ChangeHandlers | undefined;
  let applied: number[];
  let reloads: number;
  let stored: number;
  let recorded: RecordedChange[];
  let building: boolean;
  let configuration: ShopConfiguration;
  let revision: number;
  let rulesDropped: number;
  let optimised: number;
  let rebuilds: number;
  /** Learned signals: the stored version, the one in force here, and the refreshes told. */
  let learnedStored: number;
  let learnedHeld: number;
  let learnedRead: (number | undefined)[];
  let follower: IndexFollower;

  const indexAt = (version: number) => {
    const settings = searchSettingsOf(EMPTY_CONFIGURATION);
    // As a build makes it: the query settings (learned ranking's too) on the new index.
    const index = SearchIndex.build(settings.schema, []);
    index.setQuerySettings(settings.query);
    registry.swap(shop.key, {
      shopId: shop.id,
      index,
      attributes: [],
      excludedIps: new Set(),
      resultFields: [],
      published: true,
      catalogueVersion: version,
      inputs: settings.inputs,
    });
  };
  const hear = async (change: IndexChange) => {
    heard?.change(change);
    await follower.idle();
  };

  afterEach(() => follower.close());

  beforeEach(async () => {
    registry = new IndexRegistry();
    [applied, reloads, stored, recorded, building] = [[], 0, 0, [], false];
    [configuration, optimised, rebuilds] = [EMPTY_CONFIGURATION, 0, 0];
    [revision, rulesDropped] = [1, 0];
    [learnedStored, learnedHeld, learnedRead] = [0, 0, []];
    follower = new IndexFollower({
      feed: {
        processId: 'me',
        shared: true,
        publish: () => Promise.resolve(),
        start: (handlers) => {
          heard = handlers;
          return Promise.resolve();
        },
        close: () => Promise.resolve(),
      },
      indexing: {
        catalogueChanged: (changed, change: CatalogueChange) => {
          const entry = registry.get(changed.key);
          if (entry && change.kind === 'delta') {
            registry.swap(changed.key, applyDelta(entry, change));
            applied.push(change.version);
          }
          return Promise.resolve();
        },
        reload: () => {
          reloads += 1;
          indexAt(stored);
          return Promise.resolve();
        },
        isIndexing: () => building,
        schedule: () => {
          rebuilds += 1;
        },
        publishedChanged: (changed, published) => registry.update(changed.key, { published }),
        forget: (changed) => {
          registry.remove(changed.key);
          return Promise.resolve();
        },
      },
      registry,
      optimizer: {
        schedule: () => {
          optimised += 1;
        },
      },
      runtime: {
        get: (shopId) => Promise.resolve({ ...emptyRuntime(shopId), catalogue_version: stored }),
        getMany: (shopIds) =>
          Promise.resolve(
            new Map(shopIds.map((id) => [id, { ...emptyRuntime(id), catalogue_version: stored }])),
          ),
        listIndexable: () => Promise.resolve([]),
      },
      changes: {
        since: (_shopId, after, upTo) =>
          Promise.resolve(
            recorded.filter((change) => change.version > after && change.version <= upTo),
          ),
      },
      configuration: () => Promise.resolve({ configuration, revision }),
      configurationRevisions: (shopIds) =>
        Promise.resolve(new Map(shopIds.map((id) => [id, revision]))),
      configurationChanged: () => {
        rulesDropped += 1;
      },
      learningChanged: (_shop, version) => {
        learnedRead.push(version);
        learnedHeld = learnedStored;
        return Promise.resolve();
      },
      learningBehind: (shopIds) =>
        Promise.resolve(
          new Map(
            shopIds.filter(() => learnedStored > learnedHeld).map((id) => [id, learnedStored]),
          ),
        ),
      log,
      buildWaitMs: 1,
    });
    await follower.start();
  });

  it('applies the next version as a delta and skips one it already holds', async () => {
    indexAt(4);
    await hear(delta(5, 'a'));
    await hear(delta(5, 'a'));
    await hear(delta(3, 'old'));
    expect(applied).toEqual([5]);
    expect(registry.get(shop.key)?.catalogueVersion).toBe(5);
  });

  it('replays the recorded versions it missed when a later one shows the gap', async () => {
    indexAt(4);
    stored = 7;
    recorded = [5, 6, 7].map((version) => ({
      kind: 'delta',
      version,
      upserts: [product(`p${version}`)],
      deletes: [],
    }));
    await hear(delta(7, 'p7'));
    expect(applied).toEqual([5, 6, 7]);
    expect(reloads).toBe(0);
  });

  it('reloads when a missed version is not recorded, or was a replaced catalogue', async () => {
    indexAt(4);
    stored = 7;
    recorded = [6, 7].map((version) => ({ kind: 'delta', version, upserts: [], deletes: [] }));
    await hear(delta(7, 'p7'));
    expect([applied, reloads]).toEqual([[], 1]);
    stored = 9;
    recorded = [
      { kind: 'full', version: 8 },
      { kind: 'delta', version: 9, upserts: [], deletes: [] },
    ];
    await hear(delta(9, 'p9'));
    expect([applied, reloads]).toEqual([[], 2]);
    expect(registry.get(shop.key)?.catalogueVersion).toBe(9);
  });

  it('reads a delta too large for a notification from the recorded changes', async () => {
    indexAt(4);
    stored = 5;
    recorded = [{ kind: 'delta', version: 5, upserts: [product('big')], deletes: [] }];
    await hear({ kind: 'delta-ref', shop, version: 5 });
    expect(applied).toEqual([5]);
  });

  it('reloads for a replaced catalogue newer than its index, not for one it holds', async () => {
    indexAt(4);
    stored = 6;
    await hear({ kind: 'full', shop, version: 4 });
    expect(reloads).toBe(0);
    await hear({ kind: 'full', shop, version: 6 });
    expect(reloads).toBe(1);
  });

  it('catches up once a running build is done, and on a resync', async () => {
    indexAt(4);
    stored = 5;
    recorded = [{ kind: 'delta', version: 5, upserts: [product('a')], deletes: [] }];
    building = true;
    await hear({ kind: 'delta-ref', shop, version: 5 });
    expect(applied).toEqual([]);
    building = false;
    await vi.waitFor(() => expect(applied).toEqual([5]));
    stored = 6;
    recorded.push({ kind: 'delta', version: 6, upserts: [], deletes: ['a'] });
    heard?.resync();
    await vi.waitFor(() => expect(applied).toEqual([5, 6]));
  });

  it('finds a change nobody told about on its periodic check of the versions', async () => {
    indexAt(4);
    stored = 5;
    recorded = [{ kind: 'delta', version: 5, upserts: [product('quiet')], deletes: [] }];
    await follower.checkVersions();
    await follower.idle();
    expect(applied).toEqual([5]);
  });

  it('finds a learned-signals build nobody told about on its periodic check, once', async () => {
    indexAt(4);
    await follower.checkVersions();
    await follower.idle();
    expect(learnedRead).toEqual([]);
    learnedStored = 2; // built by another process, its notification lost
    await follower.checkVersions();
    await follower.idle();
    expect(learnedRead).toEqual([2]);
    await follower.checkVersions();
    await follower.idle();
    expect(learnedRead).toEqual([2]);
  });

  it('applies a saved configuration: query settings in place, a rebuild for new index inputs', async () => {
    indexAt(4);
    const index = registry.get(shop.key)?.index;
    const fineTuning = { weights: {}, ips: ['10.0.0.1'], stopwords: [], synonyms: [['a', 'b']] };
    configuration = { ...EMPTY_CONFIGURATION, fineTuning };
    await hear({ kind: 'configuration', shop, revision: 2 });
    expect(registry.get(shop.key)?.index).toBe(index);
    expect(index?.querySettings().synonyms).toEqual([['a', 'b']]);
    expect(registry.get(shop.key)?.excludedIps.has('10.0.0.1')).toBe(true);
    expect([optimised, rebuilds]).toEqual([1, 0]);
    // Told again (a resync): nothing changes, nothing is optimised again.
    await hear({ kind: 'configuration', shop, revision: 2 });
    expect([optimised, rebuilds]).toEqual([1, 0]);
    configuration = { ...configuration, setup: { ...defaultSetup(), oosProducts: false } };
    await hear({ kind: 'configuration', shop, revision: 3 });
    expect(rebuilds).toBe(1);
  });

  it('finds a configuration saved without telling on its periodic check, once', async () => {
    indexAt(4);
    await follower.checkVersions(); // first look: revision 1 applied, settings unchanged
    await follower.idle();
    expect([optimised, rebuilds, rulesDropped]).toEqual([0, 0, 0]);
    const fineTuning = { weights: {}, ips: [], stopwords: [], synonyms: [['tee', 'maglietta']] };
    configuration = { ...EMPTY_CONFIGURATION, fineTuning };
    revision = 2; // saved by another process, its notification lost
    await follower.checkVersions();
    await follower.idle();
    expect(registry.get(shop.key)?.index.querySettings().synonyms).toEqual([['tee', 'maglietta']]);
    expect([optimised, rulesDropped]).toEqual([1, 1]);
    // Nothing new since: the next check reads nothing again.
    await follower.checkVersions();
    await follower.idle();
    expect([optimised, rulesDropped]).toEqual([1, 1]);
  });

  it('applies publishing and forgets a deleted shop', async () => {
    indexAt(4);
    await hear({ kind: 'published', shop, published: false });
    expect(registry.get(shop.key)?.published).toBe(false);
    await hear({ kind: 'forget', shop });
    expect(registry.get(shop.key)).toBeUndefined();
  });
});
