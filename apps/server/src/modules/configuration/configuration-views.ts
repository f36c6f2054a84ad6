import type { FastifyBaseLogger } from 'fastify';
import type { ShopConfigurationView, ShopConfigurationViews } from '../shops/index';
import { ConfigurationCorruptError, decodeConfiguration } from './configuration-document';
import type { ConfigurationRepository } from './configuration.repository';

const EMPTY_VIEW: ShopConfigurationView = {
  setup: null,
  fineTuning: null,
  layout: null,
  error: null,
};

/**
 * The shop list's port (`ShopConfigurationViews`): each shop's configuration, decoded. A shop whose
 * stored configuration cannot be read gets null sections and `configuration-corrupt`, and the
 * error is logged: one damaged shop never hides the others.
 * @example (await configurationViews(repository, log).viewsOf(['s1'])).get('s1')?.error // null
 */
export function configurationViews(
  configurations: Pick<ConfigurationRepository, 'findMany'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): ShopConfigurationViews {
  return {
    async viewsOf(shopIds) {
      const stored = await configurations.findMany(shopIds);
      const views = new Map<string, ShopConfigurationView>();
      for (const shopId of shopIds) {
        const columns = stored.get(shopId);
        if (!columns) {
          views.set(shopId, EMPTY_VIEW);
          continue;
        }
        try {
          const { setup, fineTuning, layout } = decodeConfiguration(shopId, columns);
          views.set(shopId, { setup, fineTuning, layout, error: null });
        } catch (error) {
          if (!(error instanceof ConfigurationCorruptError)) throw error;
          log.error(
            { shopId, code: error.code, section: error.section, err: error },
            error.message,
          );
          views.set(shopId, { ...EMPTY_VIEW, error: error.code });
        }
      }
      return views;
    },
  };
}
