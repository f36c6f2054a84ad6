import {
  REVISION_CHANGES_LIMIT,
  type RevisionOrigin,
  type RevisionPage,
  type RevisionPageQuery,
} from '@trova/contracts';
import { EngineError } from '@trova/engine';
import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { Caller } from '../../kernel/caller';
import { ownedShop } from '../../kernel/shop-access';
import type { SearchSettings } from '../../kernel/shop-configuration';
import type { ShopEvents } from '../../kernel/shop-events';
import type { ShopRow, ShopsRepository } from '../shops/index';
import type { UsersRepository } from '../users/index';
import {
  ConfigurationCorruptError,
  decodeConfiguration,
  EMPTY_CONFIGURATION,
  encodeConfiguration,
  type ShopConfiguration,
} from './configuration-document';
import { changedSections, diffConfigurations } from './configuration-diff';
import { searchSettingsOf } from './engine-schema';
import { snapshotColumns, type ConfigurationRepository } from './configuration.repository';
import { toRevision } from './revision-view';

export interface ConfigurationServiceDependencies {
  shops: Pick<ShopsRepository, 'findOwned'>;
  configurations: ConfigurationRepository;
  users: Pick<UsersRepository, 'findById'>;
  /** Where a stored revision is announced (`configuration.saved`): search makes it live. */
  events: Pick<ShopEvents, 'emit'>;
  log: FastifyBaseLogger;
  now: Clock;
}

/** Who saves and why, recorded on the revision. */
export interface SaveContext {
  origin: RevisionOrigin;
  /** The saving user's id; null for the server's own saves (demo seeding). */
  userId: string | null;
  restoredFrom?: number;
}

/** A save's own rule on top of the engine's (plan gates); throws AppError to refuse the save. */
export type SaveCheck = (before: ShopConfiguration, after: ShopConfiguration) => Promise<void>;

/** A save's outcome: the revision the configuration is now, and whether this save made it. */
export interface SaveOutcome {
  revision: number;
  changed: boolean;
  configuration: ShopConfiguration;
}

/** Saves racing on one shop retry this often before answering `configuration-conflict`. */
const SAVE_ATTEMPTS = 3;

/**
 * The one write path of a shop's configuration and its history (docs/product/configuration-history.md).
 * Every save is a revision with its diff; a rollback is a save of an older revision's configuration.
 */
export class ConfigurationService {
  constructor(private readonly deps: ConfigurationServiceDependencies) {}

  /**
   * The shop's decoded configuration and its revision.
   * @throws ConfigurationCorruptError when a stored section does not decode.
   */
  async read(shopId: string): Promise<{ configuration: ShopConfiguration; revision: number }> {
    const stored = await this.deps.configurations.find(shopId);
    return { configuration: decodeConfiguration(shopId, stored), revision: stored.revision };
  }

  /**
   * Applies `edit` to the shop's current configuration, read and decoded once; when the result
   * differs it derives what the result asks of search once (refusing with `configuration-invalid`
   * what the engine could not index), runs `check`, records the revision, and emits
   * `configuration.saved`, which makes it live. `edit` may run more than once when saves race,
   * always on the configuration as it is then; it must be a pure function of its argument.
   * @example await configuration.save(shop, { origin: 'save', userId }, (c) => ({ ...c, layout }));
   */
  async save(
    shop: Pick<ShopRow, 'id' | 'key'>,
    context: SaveContext,
    edit: (before: ShopConfiguration) => ShopConfiguration,
    check?: SaveCheck,
  ): Promise<SaveOutcome> {
    const author = context.userId
      ? ((await this.deps.users.findById(context.userId))?.email ?? null)
      : null;
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const stored = await this.deps.configurations.find(shop.id);
      const before = this.beforeOf(shop.id, stored, context.origin);
      const after = edit(before);
      const changes = diffConfigurations(before, after);
      if (changes.length === 0) {
        return { revision: stored.revision, changed: false, configuration: before };
      }
      const settings = settingsOf(after);
      await check?.(before, after);
      const revision = await this.deps.configurations.save(
        shop.id,
        stored.revision,
        encodeConfiguration(after),
        {
          origin: context.origin,
          sections: JSON.stringify(changedSections(changes)),
          restored_from: context.restoredFrom ?? null,
          author,
          changes: JSON.stringify(changes.slice(0, REVISION_CHANGES_LIMIT)),
          change_count: changes.length,
        },
        epochSeconds(this.deps.now),
      );
      if (revision === null) continue;
      await this.deps.events.emit('configuration.saved', {
        shop: { id: shop.id, key: shop.key },
        revision,
        previous: before,
        configuration: after,
        settings,
      });
      return { revision, changed: true, configuration: after };
    }
    throw new AppError('configuration-conflict');
  }

  /**
   * `GET shops/{id}/revisions`: a page of revisions, newest first.
   * @example (await configuration.history(caller, shopId, { from: 0, size: 20 })).current // 3
   */
  async history(
    caller: Caller | undefined,
    shopId: string,
    page: RevisionPageQuery,
  ): Promise<RevisionPage> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    const [{ rows, total }, stored] = await Promise.all([
      this.deps.configurations.revisions(shop.id, page.from, page.size),
      this.deps.configurations.find(shop.id),
    ]);
    return {
      items: rows.map(toRevision),
      total,
      current: stored.revision === 0 ? null : stored.revision,
    };
  }

  /**
   * `POST shops/{id}/revisions/{n}/rollback`: every section back to revision n's configuration, as
   * a new revision that goes live like any save. Rolling back to the current state changes nothing.
   */
  async rollback(
    caller: Caller | undefined,
    shopId: string,
    revision: number,
  ): Promise<SaveOutcome> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    const row = await this.deps.configurations.revision(shop.id, revision);
    if (!row) throw new AppError('revision-not-found');
    const restored = decodeConfiguration(shop.id, snapshotColumns(row));
    return this.save(
      shop,
      { origin: 'rollback', userId: caller?.userId ?? null, restoredFrom: revision },
      () => restored,
    );
  }

  /**
   * The configuration a save starts from. A damaged stored configuration stops every save but a
   * rollback, which is how the owner repairs it: the rollback's diff then starts from nothing.
   */
  private beforeOf(
    shopId: string,
    stored: Parameters<typeof decodeConfiguration>[1],
    origin: RevisionOrigin,
  ): ShopConfiguration {
    try {
      return decodeConfiguration(shopId, stored);
    } catch (error) {
      if (!(error instanceof ConfigurationCorruptError) || origin !== 'rollback') throw error;
      this.deps.log.warn(
        { shopId, code: error.code, section: error.section },
        'rolling back over a damaged configuration',
      );
      return EMPTY_CONFIGURATION;
    }
  }
}

/** What `configuration` asks of search; a schema the engine could not index is refused. */
function settingsOf(configuration: ShopConfiguration): SearchSettings {
  try {
    return searchSettingsOf(configuration);
  } catch (error) {
    if (error instanceof EngineError) throw new AppError('configuration-invalid', error.message);
    throw error;
  }
}
