import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import {
  createMarketPricesServices,
  type MarketPricesServicesDependencies,
} from './market-prices-services';
import { marketPricesRoutes } from './market-prices.routes';

export interface MarketPricesModuleDependencies
  extends ModuleContext, Omit<MarketPricesServicesDependencies, keyof ModuleContext> {}

export type MarketPricesModule = ReturnType<typeof createMarketPricesModule>;

/**
 * The market-prices module (docs/product/analytics.md#market-prices): competitor feeds fetched daily, the
 * price lookup analytics reads, and the owners' sharing calls.
 * @example const market = createMarketPricesModule({ db, events, log, now, queue, shops, access });
 */
export function createMarketPricesModule(deps: MarketPricesModuleDependencies) {
  const services = createMarketPricesServices(deps);
  return {
    services,
    routes: (register: RegisterCall) => marketPricesRoutes(register, services),
  };
}
