import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.schema';
import { AnalyticsDetailRepository } from '../src/modules/analytics/index';
import type { AnalyticsReads } from '../src/modules/analytics/index';
import { AnalyticsRepository } from '../src/modules/analytics/index';
import type { CatalogueFacts } from '../src/modules/analytics/index';

/**
 * Reads over a test database with a fixed catalogue (id → title) and no market prices, for the
 * screens' tests.
 */
export function testReads(
  db: Kysely<Database>,
  titles: Readonly<Record<string, string>> = {},
): AnalyticsReads {
  return {
    rollups: new AnalyticsRepository(db),
    details: new AnalyticsDetailRepository(db),
    catalogue: (_, ids) =>
      Promise.resolve(
        new Map<string, CatalogueFacts>(
          ids.flatMap((id) => {
            const title = titles[id];
            return title === undefined ? [] : [[id, { title, priceCents: null, currency: null }]];
          }),
        ),
      ),
    // Reports without market prices; the market-prices module has its own tests.
    marketPrices: { forProducts: () => Promise.resolve(new Map()) },
  };
}
