import type { LearnedSignals } from '@trova/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { IndexRegistry } from '../search/index';
import type { ShopsRepository } from '../shops/index';
import type { LearnedPayload } from './learned-payload';
import type { LearningRepository } from './learning.repository';

/** A shop as the index knows it: by id in storage, by public key in the registry. */
export interface LearningShop {
  id: string;
  key: string;
}

export interface LearningServiceDependencies {
  repository: Pick<LearningRepository, 'stored' | 'store' | 'builtAt'>;
  shops: Pick<ShopsRepository, 'findById'>;
  registry: Pick<IndexRegistry, 'get'>;
  /** Tells the other processes a build was stored (cluster connects it; alone, nobody). */
  publish: (shop: LearningShop, version: number) => void;
  log: FastifyBaseLogger;
  now: Clock;
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
