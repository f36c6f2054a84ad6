import { deserializeIndex, serializeIndexChunks, type SearchIndex } from '@trova/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopsRepository } from '../shops/shops.repository';
import type { ShopIndex } from './index-registry';
import { engineVersion, inputsHash, type IndexFingerprint } from './index-fingerprint';
import type { IndexSnapshotStore } from './index-snapshot.store';
import {
  excludedIpSet,
  indexInputsOf,
  parseSearchConfiguration,
  resultFieldsOf,
} from './shop-engine-schema';

export interface IndexSnapshotDependencies {
  store: IndexSnapshotStore;
  shops: ShopsRepository;
  log: FastifyBaseLogger;
}

/** What a finished build hands over to be stored. */
export interface BuiltIndex {
  index: SearchIndex;
  attributes: readonly string[];
  inputs: ReturnType<typeof indexInputsOf>;
  /** `catalogue_version` read before the products: a change during the build makes it stale. */
  catalogueVersion: number;
}

const FINGERPRINT_PARTS = ['engine', 'inputs', 'catalogueVersion'] as const;

/**
 * Stores each built index and gives it back on start while the shop's configuration, catalogue and
 * the engine are unchanged, so a restart does not read and analyse the catalogue again. Every
 * failure here is a cache miss: it is logged and the caller builds from the products.
 */
export class IndexSnapshotService {
  constructor(private readonly deps: IndexSnapshotDependencies) {}

  async save(shopId: string, built: BuiltIndex): Promise<void> {
    const { store, shops, log } = this.deps;
    try {
      const fingerprint: IndexFingerprint = {
        engine: engineVersion(),
        inputs: inputsHash(built.inputs),
        catalogueVersion: built.catalogueVersion,
      };
      await store.write(shopId, {
        fingerprint,
        attributes: built.attributes,
        chunks: serializeIndexChunks(built.index),
      });
      // A delete that raced the build must not leave the shop's file behind.
      if (!(await shops.findById(shopId))) await store.remove(shopId);
    } catch (error) {
      log.warn({ err: error, shopId }, 'index not stored; the next start rebuilds it');
    }
  }

  /** The stored entry when it is current; undefined (logged why) when the shop needs a build. */
  async restore(shopId: string): Promise<ShopIndex | undefined> {
    const { store, shops, log } = this.deps;
    try {
      const row = await shops.findById(shopId);
      if (!row) return undefined;
      const read = await store.read(shopId);
      if (read.status !== 'found') {
        const level = read.status === 'missing' ? 'debug' : 'info';
        log[level]({ shopId, reason: read.status, detail: read.detail }, 'index rebuilt on start');
        return undefined;
      }
      const configuration = parseSearchConfiguration(row.setup, row.fine_tuning);
      const current: IndexFingerprint = {
        engine: engineVersion(),
        inputs: inputsHash(indexInputsOf(configuration)),
        catalogueVersion: Number(row.catalogue_version),
      };
      const stale = FINGERPRINT_PARTS.filter(
        (part) => read.snapshot.fingerprint[part] !== current[part],
      );
      if (stale.length > 0) {
        log.info({ shopId, reason: 'stale', stale }, 'index rebuilt on start');
        return undefined;
      }
      return {
        shopId,
        index: deserializeIndex(read.snapshot.index),
        attributes: read.snapshot.attributes,
        // Read fresh: excluded IPs change without a rebuild, so the stored file may predate them.
        excludedIps: excludedIpSet(configuration.fineTuning?.ips ?? []),
        // Also read fresh: the stored index returns at least these (the inputs above match).
        resultFields: resultFieldsOf(configuration.setup),
      };
    } catch (error) {
      log.info({ err: error, shopId, reason: 'corrupt' }, 'index rebuilt on start');
      return undefined;
    }
  }

  async forget(shopId: string): Promise<void> {
    await this.deps.store
      .remove(shopId)
      .catch((error: unknown) =>
        this.deps.log.warn({ err: error, shopId }, 'stored index not removed'),
      );
  }

  /** On start: files of shops that are gone or have no products are dropped. */
  async prune(keep: ReadonlySet<string>): Promise<void> {
    const removed = await this.deps.store.prune(keep).catch(() => []);
    if (removed.length > 0) this.deps.log.debug({ removed }, 'stale stored indexes removed');
  }
}
