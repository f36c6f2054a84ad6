import type { FastifyBaseLogger } from 'fastify';
import type { ShopConfiguration } from '../configuration/index';
import type { IndexOptimizer } from '../search/index';
import { jsonEqual } from '../../kernel/json-equal';
import type { IndexRegistry, ShopIndex } from '../search/index';
import type { IndexingService } from '../search/index';
import { searchSettingsOf } from '../configuration/index';
import { allowedOriginSet, excludedIpSet, resultFieldsOf } from '../search/index';
import type { ShopRuntimeRepository } from '../shops/index';
import type { ChangeFeed } from './change-feed';
import { coversVersions, deltaStep, type ChangedShop, type IndexChange } from './index-change';
import type { IndexChangesRepository } from './index-changes.repository';

export interface IndexFollowerDependencies {
  feed: ChangeFeed;
  indexing: Pick<
    IndexingService,
    'catalogueChanged' | 'reload' | 'isIndexing' | 'schedule' | 'publishedChanged' | 'forget'
  >;
  registry: Pick<IndexRegistry, 'get' | 'update' | 'entries'>;
  /** Optimises an index after its query settings changed (top lists of new synonyms). */
  optimizer: Pick<IndexOptimizer, 'schedule'>;
  runtime: Pick<ShopRuntimeRepository, 'get' | 'getMany' | 'listIndexable'>;
  /** Recorded catalogue changes; without it every catch-up reloads. */
  changes?: Pick<IndexChangesRepository, 'since'>;
  configuration: (
    shopId: string,
  ) => Promise<{ configuration: ShopConfiguration; revision: number }>;
  /**
   * The stored configuration revisions of these shops, for the periodic check: a save whose
   * telling failed is otherwise found only with the shop's next save.
   */
  configurationRevisions?: (shopIds: readonly string[]) => Promise<Map<string, number>>;
  /** Told of every configuration change heard, for what else follows it (search rules). */
  configurationChanged?: (shopId: string) => void;
  /**
   * Reads and applies the shop's stored learned signals (learning's `refresh`): told a build's
   * version, or, without one, when catching up with storage.
   */
  learningChanged?: (shop: ChangedShop, version?: number) => Promise<void>;
  /**
   * Of these shops, those whose stored learned-signals version is newer than the one in force
   * here, with that version (learning's `behind`), for the periodic check: a build whose telling
   * was lost is otherwise found only on a resync, a restart or the shop's next build.
   */
  learningBehind?: (shopIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  log: FastifyBaseLogger;
  /** Wait before catching up a shop whose index is being built (default 200 ms). */
  buildWaitMs?: number;
  /**
   * How often the catalogue versions of the live indexes are compared with storage (default 60 s):
   * a change whose telling failed is otherwise found only with the shop's next change.
   */
  checkEveryMs?: number;
}

/**
 * Applies the other processes' changes to this process's indexes (docs/architecture.md, "Several
 * processes"): the next catalogue version as a delta, a missed one by replaying `index_changes`
 * or reloading, a configuration as query settings or a rebuild. A shop's changes are applied one
 * at a time, in the order heard; the catalogue version decides what is new, missing or already in.
 */
export class IndexFollower {
  private readonly chains = new Map<string, Promise<void>>();
  /** The configuration revision each shop's index last had applied here (by shop id). */
  private readonly revisions = new Map<string, number>();
  private readonly waits = new Set<NodeJS.Timeout>();
  private check?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly deps: IndexFollowerDependencies) {}

  /**
   * Listens, then catches every index up with storage: what changed before listening began (while
   * indexes were loading, or while this process was down) is applied too.
   * @example await indexing.loadAll(); await follower.start();
   */
  async start(): Promise<void> {
    if (!this.deps.feed.shared) return;
    await this.deps.feed.start({
      change: (change) => void this.enqueue(change.shop, () => this.apply(change)),
      resync: () => void this.catchUpAll(),
    });
    await this.catchUpAll();
    if (this.closed) return;
    this.check = setInterval(() => void this.checkVersions(), this.deps.checkEveryMs ?? 60_000);
    this.check.unref();
  }

  /** Catches up the live indexes whose catalogue version storage has moved past (one query). */
  async checkVersions(): Promise<void> {
    const entries = [...this.deps.registry.entries()];
    const stored = await this.deps.runtime
      .getMany(entries.map(([, entry]) => entry.shopId))
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'catalogue versions not compared');
        return new Map<string, never>();
      });
    for (const [key, entry] of entries) {
      const version = Number(stored.get(entry.shopId)?.catalogue_version ?? 0);
      if (version <= entry.catalogueVersion) continue;
      const shop = { id: entry.shopId, key };
      void this.enqueue(shop, () => this.catchUp(shop));
    }
    await this.checkRevisions(entries);
    await this.checkLearning(entries);
  }

  /** Reads the learned signals of the shops whose stored build is newer than the one in force. */
  private async checkLearning(entries: readonly (readonly [string, ShopIndex])[]): Promise<void> {
    const { learningBehind, learningChanged } = this.deps;
    if (!learningBehind || !learningChanged) return;
    const behind = await learningBehind(entries.map(([, entry]) => entry.shopId)).catch(
      (error: unknown) => {
        this.deps.log.warn({ err: error }, 'learned signals versions not compared');
        return new Map<string, number>();
      },
    );
    for (const [key, entry] of entries) {
      const version = behind.get(entry.shopId);
      if (version === undefined) continue;
      const shop = { id: entry.shopId, key };
      void this.enqueue(shop, () => learningChanged(shop, version));
    }
  }

  /**
   * Re-reads the configuration of the shops whose stored revision is not the one applied here:
   * a save told to nobody (or saved by this process, then a no-op: the same settings are not set
   * again). A shop whose revision this process has seen change also drops its search rules.
   */
  private async checkRevisions(entries: readonly (readonly [string, ShopIndex])[]): Promise<void> {
    const read = this.deps.configurationRevisions;
    if (!read) return;
    const stored = await read(entries.map(([, entry]) => entry.shopId)).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'configuration revisions not compared');
      return new Map<string, number>();
    });
    for (const [key, entry] of entries) {
      const revision = stored.get(entry.shopId);
      const applied = this.revisions.get(entry.shopId);
      if (revision === undefined || revision === applied) continue;
      const shop = { id: entry.shopId, key };
      void this.enqueue(shop, async () => {
        if (applied !== undefined) this.deps.configurationChanged?.(shop.id);
        await this.refreshConfiguration(shop);
      });
    }
  }

  /** Compares every index with storage and applies what it missed; never rejects (logged). */
  async catchUpAll(): Promise<void> {
    const shops = new Map<string, ChangedShop>();
    const indexable = await this.deps.runtime.listIndexable().catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'shops not listed for catching up; their indexes only');
      return [];
    });
    for (const shop of indexable) shops.set(shop.id, shop);
    for (const [key, entry] of this.deps.registry.entries()) {
      shops.set(entry.shopId, { id: entry.shopId, key });
    }
    await Promise.all(
      [...shops.values()].map((shop) =>
        this.enqueue(shop, async () => {
          await this.catchUp(shop);
          await this.refreshConfiguration(shop);
          // A build told while this process was not listening.
          if (this.deps.registry.get(shop.key)) await this.deps.learningChanged?.(shop);
        }),
      ),
    );
  }

  /** Resolves once every change heard so far is applied (tests, measurements). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.allSettled([...this.chains.values()]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.check);
    for (const wait of this.waits) clearTimeout(wait);
    await this.deps.feed.close();
    await this.idle();
  }

  private async apply(change: IndexChange): Promise<void> {
    const { indexing, registry } = this.deps;
    const { shop } = change;
    switch (change.kind) {
      case 'delta': {
        const step = deltaStep(registry.get(shop.key)?.catalogueVersion, change.version);
        if (step === 'stale') return;
        if (step === 'gap') return this.catchUp(shop);
        // The next version, or no index yet (kept for a running build, or the first is scheduled).
        return indexing.catalogueChanged(shop, { ...change, kind: 'delta' });
      }
      case 'delta-ref':
        return this.catchUp(shop);
      case 'full': {
        const entry = registry.get(shop.key);
        if (entry && entry.catalogueVersion >= change.version) return;
        return indexing.reload(shop);
      }
      case 'configuration':
        this.deps.configurationChanged?.(shop.id);
        return this.refreshConfiguration(shop);
      case 'published':
        return indexing.publishedChanged(shop, change.published);
      case 'learning':
        return this.deps.learningChanged?.(shop, change.version);
      case 'forget':
        this.revisions.delete(shop.id);
        return indexing.forget(shop);
    }
  }

  /**
   * Brings the shop's index to the stored catalogue version: replays the recorded deltas in
   * between when every one is there, otherwise reloads (a stored index, or a build). A shop being
   * built is looked at again once its build has had time to finish.
   */
  private async catchUp(shop: ChangedShop): Promise<void> {
    const { indexing, registry, runtime, changes, log } = this.deps;
    if (indexing.isIndexing(shop.id)) return this.later(shop);
    const stored = Number((await runtime.get(shop.id)).catalogue_version);
    const entry = registry.get(shop.key);
    if (!entry) {
      if (stored > 0) await indexing.reload(shop);
      return;
    }
    const from = entry.catalogueVersion;
    if (from >= stored) return;
    const recorded = changes ? await changes.since(shop.id, from, stored).catch(() => []) : [];
    const replayable =
      coversVersions(
        from,
        stored,
        recorded.map((change) => change.version),
      ) && recorded.every((change) => change.kind === 'delta');
    if (replayable) {
      for (const change of recorded) await indexing.catalogueChanged(shop, change);
      return;
    }
    log.info({ shopId: shop.id, from, to: stored }, 'index reloaded to catch up');
    await indexing.reload(shop);
    // Deltas heard during a restore went to the index it replaced: one more look replays them.
    const after = registry.get(shop.key)?.catalogueVersion ?? stored;
    if (after < Number((await runtime.get(shop.id)).catalogue_version)) this.later(shop);
  }

  /**
   * The stored configuration on the live index: excluded IPs, result fields and query settings at
   * once; a change of what the index is built from rebuilds it (as in the process that saved it).
   */
  private async refreshConfiguration(shop: ChangedShop): Promise<void> {
    const entry = this.deps.registry.get(shop.key);
    // Without an index, the build to come reads the configuration itself.
    if (!entry) return;
    const { configuration, revision } = await this.deps.configuration(shop.id);
    this.revisions.set(shop.id, revision);
    const settings = searchSettingsOf(configuration);
    this.deps.registry.update(shop.key, {
      excludedIps: excludedIpSet(configuration.fineTuning?.ips ?? []),
      allowedOrigins: allowedOriginSet(configuration.setup),
      resultFields: resultFieldsOf(configuration.setup),
    });
    if (!jsonEqual(entry.inputs, settings.inputs)) {
      this.deps.indexing.schedule(shop);
      return;
    }
    // The engine keeps its index (and the answer cache its entries) when the settings are the same.
    const indexRevision = entry.index.revision;
    entry.index.setQuerySettings(settings.query);
    if (entry.index.revision !== indexRevision) this.deps.optimizer.schedule(shop);
  }

  private later(shop: ChangedShop): void {
    if (this.closed) return;
    const wait = setTimeout(() => {
      this.waits.delete(wait);
      void this.enqueue(shop, () => this.catchUp(shop));
    }, this.deps.buildWaitMs ?? 200);
    wait.unref();
    this.waits.add(wait);
  }

  /** Runs a shop's work after the work already queued for it; a failure is logged, not passed on. */
  private enqueue(shop: ChangedShop, task: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(shop.id) ?? Promise.resolve();
    const run = previous
      .then(() => (this.closed ? undefined : task()))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, shopId: shop.id }, 'index change not applied'),
      );
    this.chains.set(shop.id, run);
    void run.then(() => {
      if (this.chains.get(shop.id) === run) this.chains.delete(shop.id);
    });
    return run;
  }
}
