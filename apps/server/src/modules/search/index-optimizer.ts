import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { IndexRegistry } from './index-registry';
import type { IndexSnapshotService } from './index-snapshot.service';

/** Longest run of optimisation slices between two turns of the event loop. */
const SLICE_BUDGET_MS = 5;

export interface IndexOptimizerDependencies {
  registry: IndexRegistry;
  log: FastifyBaseLogger;
  /** Quiet time after the last change before optimising, so a burst of deltas costs one pass. */
  delayMs: number;
  snapshots?: IndexSnapshotService;
}

interface ShopRef {
  id: string;
  key: string;
}

/**
 * Background work after a delta or a query-settings change (docs/architecture.md, "Delta
 * indexing"): the engine merges its delta segment, drops deleted documents and rebuilds its top
 * lists in small steps between requests, then the index is stored again for the next start.
 * Searches keep answering throughout; the engine swaps its new structures in atomically.
 */
export class IndexOptimizer {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; shop: ShopRef }>();
  private readonly running = new Map<string, Promise<void>>();
  private closed = false;

  constructor(private readonly deps: IndexOptimizerDependencies) {}

  /** Optimises the shop's live index once it has been quiet for the delay. */
  schedule(shop: ShopRef): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(shop.id)?.timer);
    const timer = setTimeout(() => {
      this.timers.delete(shop.id);
      this.start(shop);
    }, this.deps.delayMs);
    timer.unref();
    this.timers.set(shop.id, { timer, shop });
  }

  /** Drops what is pending for a shop (deleted, or rebuilt from scratch). */
  cancel(shopId: string): void {
    clearTimeout(this.timers.get(shopId)?.timer);
    this.timers.delete(shopId);
  }

  /** Runs everything pending now and resolves when done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.running.size > 0) {
      // Over a copy, and never a shop still running: `start` schedules such a shop again, and a
      // Map's iteration visits entries set during it, so the loop never ended (a spinning test).
      for (const [id, pending] of [...this.timers]) {
        if (this.running.has(id)) continue;
        clearTimeout(pending.timer);
        this.timers.delete(id);
        this.start(pending.shop);
      }
      await Promise.all(this.running.values());
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.timers.values()) clearTimeout(pending.timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  private start(shop: ShopRef): void {
    if (this.running.has(shop.id)) {
      this.schedule(shop);
      return;
    }
    const run = this.optimise(shop)
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, shopId: shop.id }, 'index optimisation failed'),
      )
      .finally(() => {
        this.running.delete(shop.id);
      });
    this.running.set(shop.id, run);
  }

  private async optimise(shop: ShopRef): Promise<void> {
    const entry = this.deps.registry.get(shop.key);
    if (!entry) return;
    const { index } = entry;
    if (!index.needsOptimize) return;
    const steps = index.optimizeSteps();
    for (let done = false; !done;) {
      // Slices until the budget is spent, then the event loop serves requests again.
      const until = performance.now() + SLICE_BUDGET_MS;
      do done = steps.next().done === true;
      while (!done && performance.now() < until);
      if (done) break;
      await nextTurn();
      // A rebuild swapped in another index: this one is no longer worth finishing.
      if (this.closed || this.deps.registry.get(shop.key)?.index !== index) return;
    }
    const current = this.deps.registry.get(shop.key);
    if (!current || current.index !== index || !this.deps.snapshots) return;
    const revision = index.revision;
    await this.deps.snapshots.save(shop.id, current);
    // A delta landed while the bytes streamed out: the file may mix both states, so it goes, and
    // the next quiet moment stores the index again.
    if (index.revision !== revision) {
      await this.deps.snapshots.forget(shop.id);
      this.schedule(shop);
    }
  }
}
