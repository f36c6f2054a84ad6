import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { SearchRequest } from '@trova/contracts';
import type { SearchEffect, SearchRules } from '../search/index';
import { vmSearchEffect, type VmSearchRules } from './vm-search-rules';

export interface VmSearchRulesStoreDependencies {
  /** Reads a shop's rules from storage (lists, layout, plan); see `vmSearchRulesLoader`. */
  load: (shopId: string) => Promise<VmSearchRules>;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /**
   * Rules older than this are read again in the background, while searches keep the ones they
   * have: what this process did not write itself (another server on the same database, a plan
   * that changed) reaches search within this time. Default 30 s.
   */
  maxAgeMs?: number;
}

interface Entry {
  rules: VmSearchRules;
  loadedAt: number;
}

/**
 * Each shop's Visual Machine rules as search applies them, kept in memory so a search reads no
 * storage: read on a shop's first search, dropped when this process saves the shop's lists or
 * configuration (`changed`), refreshed in the background once older than `maxAgeMs`.
 * Invariant: a search that starts after `changed(shopId)` never gets rules read before it.
 *
 * @example
 * const rules = store.rulesOf(shopId); // the rules, or a promise of them on the first search
 */
export class VmSearchRulesStore implements SearchRules {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<VmSearchRules>>();
  /** Moves with every change of a shop, so a read started before it is never kept. */
  private readonly generations = new Map<string, number>();

  constructor(private readonly deps: VmSearchRulesStoreDependencies) {}

  /** The shop's rules: at once when already read, else once read. */
  rulesOf(shopId: string): VmSearchRules | Promise<VmSearchRules> {
    const entry = this.entries.get(shopId);
    if (!entry) return this.read(shopId);
    if (this.deps.now() - entry.loadedAt > (this.deps.maxAgeMs ?? 30_000)) {
      this.read(shopId).catch((error: unknown) =>
        this.deps.log.error({ err: error, shopId }, 'Visual Machine rules not refreshed'),
      );
    }
    return entry.rules;
  }

  /**
   * Search's port: what the shop's live, matching items do to this search now; at once when the
   * rules are already read, else once read.
   */
  effectOf(
    shopId: string,
    search: SearchRequest,
    options: { sorted: boolean; nowSeconds: number },
  ): SearchEffect | Promise<SearchEffect> {
    const rules = this.rulesOf(shopId);
    return rules instanceof Promise
      ? rules.then((loaded) => vmSearchEffect(loaded, search, options))
      : vmSearchEffect(rules, search, options);
  }

  /** The shop's lists, layout or plan changed: the next search reads them again. */
  changed(shopId: string): void {
    this.generations.set(shopId, (this.generations.get(shopId) ?? 0) + 1);
    this.entries.delete(shopId);
    this.loading.delete(shopId);
  }

  private read(shopId: string): Promise<VmSearchRules> {
    const pending = this.loading.get(shopId);
    if (pending) return pending;
    const generation = this.generations.get(shopId) ?? 0;
    const loadedAt = this.deps.now();
    const read = this.deps.load(shopId).then(
      (rules) => {
        if ((this.generations.get(shopId) ?? 0) === generation) {
          this.entries.set(shopId, { rules, loadedAt });
        }
        if (this.loading.get(shopId) === read) this.loading.delete(shopId);
        return rules;
      },
      (error: unknown) => {
        if (this.loading.get(shopId) === read) this.loading.delete(shopId);
        throw error;
      },
    );
    this.loading.set(shopId, read);
    return read;
  }
}
