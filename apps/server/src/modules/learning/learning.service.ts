import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LearnedSignals } from '@trova/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { IndexOptimizer, IndexRegistry } from '../search/index';
import type { ShopsRepository } from '../shops/index';
import type { LearnedPayload } from './learned-payload';
import { LearningAccumulator } from './learning-accumulator';
import { DAY_MS, LEARNING_RULE, type LearningRule } from './learning-rule';
import { signalsOf } from './learning-signals';
import type { LearningRepository } from './learning.repository';

/** A shop is rebuilt at most this often, unless forced (tests, the admin). */
export const LEARNING_REBUILD_EVERY_MS = 3_600_000;

/** A rebuild gives the event loop a turn after this much wall time of work (searches wait). */
export const LEARNING_SLICE_MS = 20;

/** What a rebuild did: the version stored, or why nothing was. */
export type RebuildOutcome =
  | { stored: true; version: number; queries: number; prior: number }
  | { stored: false; reason: 'shop-gone' | 'recent' };

/** A shop as the index knows it: by id in storage, by public key in the registry. */
export interface LearningShop {
  id: string;
  key: string;
}

export interface LearningServiceDependencies {
  repository: Pick<
    LearningRepository,
    'stored' | 'store' | 'builtAt' | 'eventsPage' | 'versions' | 'crowdedAddresses' | 'busyTokens'
  >;
  shops: Pick<ShopsRepository, 'findById'>;
  registry: Pick<IndexRegistry, 'get'>;
  /** Rebuilds the top lists of an index whose signals changed (search's optimiser). */
  optimizer?: Pick<IndexOptimizer, 'schedule'>;
  /** Tells the other processes a build was stored (cluster connects it; alone, nobody). */
  publish: (shop: LearningShop, version: number) => Promise<void>;
  log: FastifyBaseLogger;
  now: Clock;
  rule?: LearningRule;
  /** Wall time in ms for slicing a rebuild (default `performance.now`; tests step it). */
  elapsed?: () => number;
}

/**
 * A shop's learned signals (docs/product/learning.md): the build in force is held in memory by
 * shop id, applied to the shop's live index, and given to every new index of the shop (search
 * asks through its `learnedSignals` port). Builds are stored by the `learning.rebuild` job;
 * another process's build is read back when cluster tells of it.
 *
 * @example
 * learning.payloadOf('shop-key')?.signals.queries.length // 120
 */
export class LearningService {
  private readonly payloads = new Map<string, LearnedPayload>();
  /** Shops whose stored row was read here (found or not), so a build does not read it again. */
  private readonly read = new Set<string>();

  constructor(private readonly deps: LearningServiceDependencies) {}

  /**
   * The payload in force for the shop of this public key in this process, undefined when it has
   * none (never built, or not loaded here: the shop has no live index).
   */
  payloadOf(shopKey: string): LearnedPayload | undefined {
    const shopId = this.deps.registry.get(shopKey)?.shopId;
    return shopId === undefined ? undefined : this.payloads.get(shopId);
  }

  /** The payload in force for the shop, read from storage when not held here yet. */
  async payloadOfShop(shopId: string): Promise<LearnedPayload | undefined> {
    await this.load(shopId);
    return this.payloads.get(shopId);
  }

  /** The signals a new index of the shop starts with; null without any. */
  signalsOf(shopId: string): LearnedSignals | null {
    return this.payloads.get(shopId)?.signals ?? null;
  }

  /** Reads the shop's stored build into memory, once (a build or a refresh replaces it later). */
  async load(shopId: string): Promise<void> {
    if (this.read.has(shopId)) return;
    const stored = await this.deps.repository.stored(shopId);
    // A refresh or a build may have set a newer payload during the read.
    if (this.read.has(shopId)) return;
    this.read.add(shopId);
    if (stored?.payload) this.hold(shopId, stored.payload);
  }

  /**
   * Learns the shop's signals from its last `windowDays` of events, stores them as the next
   * version, applies them to the live index here and tells the other processes. Skipped when the
   * shop is gone, or (unless `force`) was built less than an hour ago. Events are read a page at
   * a time, and the event loop gets a turn whenever LEARNING_SLICE_MS of work passed, within a
   * page too: this runs in a search process, whose searches wait meanwhile.
   */
  async rebuild(shopId: string, force = false): Promise<RebuildOutcome> {
    const { repository, now } = this.deps;
    const rule = this.deps.rule ?? LEARNING_RULE;
    const shop = await this.deps.shops.findById(shopId);
    if (!shop) return { stored: false, reason: 'shop-gone' };
    const at = now();
    if (!force) {
      const built = await repository.builtAt(shopId);
      if (built !== undefined && at - built < LEARNING_REBUILD_EVERY_MS) {
        return { stored: false, reason: 'recent' };
      }
    }
    const gather = new LearningAccumulator(at, rule);
    const elapsed = this.deps.elapsed ?? (() => performance.now());
    let after: { at: number; id: string } | undefined;
    const from = at - rule.windowDays * DAY_MS;
    // Addresses behind a crowd of tokens, and tokens busier than a person, teach nothing.
    const crowded = await repository.crowdedAddresses(shopId, from, at, rule.crowdedAddressTokens);
    const busy = await repository.busyTokens(shopId, from, at, rule.busyTokenEvents);
    let slice = elapsed();
    for (;;) {
      const page = await repository.eventsPage(shopId, from, at, after);
      for (const event of page) {
        if (!crowded.has(event.ip) && !busy.has(event.userToken)) gather.add(event);
        if (elapsed() - slice < LEARNING_SLICE_MS) continue;
        await nextTurn();
        slice = elapsed();
      }
      const last = page.at(-1);
      if (!last) break;
      after = { at: last.at, id: last.id };
    }
    const payload = await repository.store(shopId, signalsOf(gather.finish(), at, rule));
    if (!payload) return { stored: false, reason: 'shop-gone' };
    const ref = { id: shopId, key: shop.key };
    this.read.add(shopId);
    if (this.hold(shopId, payload)) this.apply(ref);
    await this.deps.publish(ref, payload.version);
    const { queries, prior } = payload.signals;
    return { stored: true, version: payload.version, queries: queries.length, prior: prior.length };
  }

  /**
   * Another process stored a build (`version`, when told): reads it and applies it here. A build
   * this process holds already, or an older one, changes nothing.
   */
  async refresh(shop: LearningShop, version?: number): Promise<void> {
    const held = this.payloads.get(shop.id)?.version;
    if (version !== undefined && held !== undefined && held >= version) return;
    const stored = await this.deps.repository.stored(shop.id);
    this.read.add(shop.id);
    if (stored?.payload && this.hold(shop.id, stored.payload)) this.apply(shop);
  }

  /**
   * Of these shops, those whose stored build is newer than the one in force here, with its
   * version (cluster's periodic check: a build whose telling was lost). One query.
   */
  async behind(shopIds: readonly string[]): Promise<Map<string, number>> {
    const stored = await this.deps.repository.versions(shopIds);
    const found = new Map<string, number>();
    for (const [shopId, version] of stored) {
      if (version > (this.payloads.get(shopId)?.version ?? 0)) found.set(shopId, version);
    }
    return found;
  }

  /** The signals in force on the shop's live index here, if it has one. */
  private apply(shop: LearningShop): void {
    const entry = this.deps.registry.get(shop.key);
    if (!entry || entry.shopId !== shop.id) return;
    const revision = entry.index.revision;
    entry.index.setLearnedSignals(this.signalsOf(shop.id));
    if (entry.index.revision !== revision) this.deps.optimizer?.schedule(shop);
  }

  /** Drops a deleted shop's payload. */
  forget(shopId: string): void {
    this.payloads.delete(shopId);
    this.read.delete(shopId);
  }

  /** Holds a payload unless a newer one is held already; answers whether it was taken. */
  protected hold(shopId: string, payload: LearnedPayload): boolean {
    const held = this.payloads.get(shopId);
    if (held && held.version >= payload.version) return false;
    this.payloads.set(shopId, payload);
    return true;
  }
}
