import { deserializeIndex, serializeIndexChunks } from '@trova/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopConfiguration } from '../configuration/index';
import type { ShopRuntimeRepository } from '../shops/index';
import type { ShopsRepository } from '../shops/index';
import type { ShopIndex } from './index-registry';
import { engineVersion, inputsHash, type IndexFingerprint } from './index-fingerprint';
import type { IndexSnapshotStore } from './index-snapshot.store';
import { searchSettingsOf } from '../configuration/index';
import { allowedOriginSet, excludedIpSet, resultFieldsOf } from './shop-engine-schema';

export interface IndexSnapshotDependencies {
  store: IndexSnapshotStore;
  shops: ShopsRepository;
  runtime: ShopRuntimeRepository;
  /** The shop's decoded configuration; throws `configuration-corrupt`. */
  configuration: (shopId: string) => Promise<{ configuration: ShopConfiguration }>;
  log: FastifyBaseLogger;
}

const FINGERPRINT_PARTS = ['engine', 'inputs', 'catalogueVersion'] as const;

/**
 * Stores each shop's live index and gives it back on start while the shop's index inputs,
 * catalogue version and the engine's format are unchanged, so a restart does not read and analyse
 * the catalogue again. Every failure here is a cache miss: it is logged and the caller builds from
 * the products.
 */
export class IndexSnapshotService {
  constructor(private readonly deps: IndexSnapshotDependencies) {}

  async save(shopId: string, entry: ShopIndex): Promise<void> {
    const { store, shops, log } = this.deps;
    try {
      const fingerprint: IndexFingerprint = {
        engine: engineVersion(),
        inputs: inputsHash(entry.inputs),
        catalogueVersion: entry.catalogueVersion,
      };
      await store.write(shopId, {
        fingerprint,
        attributes: entry.attributes,
        chunks: serializeIndexChunks(entry.index),
      });
      // A delete that raced the build must not leave the shop's file behind.
      if (!(await shops.findById(shopId))) await store.remove(shopId);
    } catch (error) {
      log.warn({ err: error, shopId }, 'index not stored; the next start rebuilds it');
    }
  }

  /** The stored entry when it is current; undefined (logged why) when the shop needs a build. */
  async restore(shopId: string): Promise<ShopIndex | undefined> {
    const { store, shops, runtime, log } = this.deps;
    try {
      const row = await shops.findById(shopId);
      if (!row) return undefined;
      const read = await store.read(shopId);
      if (read.status !== 'found') {
        const level = read.status === 'missing' ? 'debug' : 'info';
        log[level]({ shopId, reason: read.status, detail: read.detail }, 'index rebuilt on start');
        return undefined;
      }
      const { configuration } = await this.deps.configuration(shopId);
      const settings = searchSettingsOf(configuration);
      const state = await runtime.get(shopId);
      const current: IndexFingerprint = {
        engine: engineVersion(),
        inputs: inputsHash(settings.inputs),
        catalogueVersion: Number(state.catalogue_version),
      };
      const stale = FINGERPRINT_PARTS.filter(
        (part) => read.snapshot.fingerprint[part] !== current[part],
      );
      if (stale.length > 0) {
        log.info({ shopId, reason: 'stale', stale }, 'index rebuilt on start');
        return undefined;
      }
      // The stored bytes carry the settings of their time; the shop's current ones apply, given
      // at load so top lists are built once, for them.
      const index = deserializeIndex(read.snapshot.index, { querySettings: settings.query });
      return {
        shopId,
        index,
        attributes: read.snapshot.attributes,
        // Read fresh: excluded IPs and publishing change without a rebuild.
        excludedIps: excludedIpSet(configuration.fineTuning?.ips ?? []),
        allowedOrigins: allowedOriginSet(configuration.setup),
        resultFields: resultFieldsOf(configuration.setup),
        published: row.is_active === 1,
        catalogueVersion: current.catalogueVersion,
        inputs: settings.inputs,
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
