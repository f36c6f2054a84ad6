import type { Selectable } from 'kysely';
import type {
  AnalyticsDaysTable,
  AnalyticsFilterDaysTable,
  AnalyticsPositionDaysTable,
  AnalyticsQueryDaysTable,
  AnalyticsQueryProductDaysTable,
  AnalyticsSortDaysTable,
} from '../../db/database.schema';
import { RollupTable } from './rollup-table';

export type Device = 'desktop' | 'mobile';

/** A rollup table's row for one day, without the shop: the repository adds it. */
type DayRow<Table> = Omit<Selectable<Table>, 'shop_id'>;

/** A product's counts on one day and device: the product rank blocks are built from them. */
export interface ProductDayRow {
  day: number;
  device: Device;
  object_id: string;
  impressions: number;
  clicks: number;
  conversions: number;
}

/**
 * One shop's day rolled up: the rows of each rollup table, by table name, and the products' day
 * counts (stored as rank blocks, not as a table).
 */
export interface DayRollup {
  analytics_days: DayRow<AnalyticsDaysTable>[];
  analytics_query_days: DayRow<AnalyticsQueryDaysTable>[];
  product_days: ProductDayRow[];
  analytics_query_product_days: DayRow<AnalyticsQueryProductDaysTable>[];
  analytics_position_days: DayRow<AnalyticsPositionDaysTable>[];
  analytics_filter_days: DayRow<AnalyticsFilterDaysTable>[];
  analytics_sort_days: DayRow<AnalyticsSortDaysTable>[];
}

/** The rollup tables, in the order they are written (`product_days` goes to the rank blocks). */
export const ROLLUP_TABLES = [
  'analytics_days',
  'analytics_query_days',
  'analytics_query_product_days',
  'analytics_position_days',
  'analytics_filter_days',
  'analytics_sort_days',
] as const satisfies readonly (keyof DayRollup)[];

/** One search intent of the day as the rollup counts it (docs/product/analytics.md#search-intent). */
export interface Intent {
  /** The normalised query of its last search. */
  query: string;
  /** Its last search's device: the intent's counts go there. */
  device: Device;
  /** Its last search found products. */
  hasResults: boolean;
  /** The products shown by its last search of a first page (position = index + 1). */
  shown: string[];
  /** 1 when that search had filters (the query detail's "with filters" tab). */
  filtered: 0 | 1;
  clicked: boolean;
  converted: boolean;
}

type Base = { day: number; device: Device };

/** The tables of one day being built; `rollupDay` feeds them event by event. */
export class DayTables {
  readonly days = new RollupTable<Base, keyof Omit<DayRow<AnalyticsDaysTable>, 'day' | 'device'>>([
    'visitors',
    'searching_visitors',
    'searches',
    'intents',
    'intents_with_results',
    'intents_with_clicks',
    'intents_with_conversions',
    'clicks',
    'add_to_carts',
    'purchases',
    'conversions',
    'revenue_cents',
    'flagged_searches',
  ]);
  readonly queries = new RollupTable<
    Base & { query: string },
    'searches' | 'intents' | 'no_result_intents' | 'intents_with_clicks' | 'clicks' | 'conversions'
  >(['searches', 'intents', 'no_result_intents', 'intents_with_clicks', 'clicks', 'conversions']);
  readonly products = new RollupTable<
    Base & { object_id: string },
    'impressions' | 'clicks' | 'conversions'
  >(['impressions', 'clicks', 'conversions']);
  readonly queryProducts = new RollupTable<
    Base & { query: string; object_id: string; filtered: number },
    'impressions' | 'position_sum' | 'clicks' | 'conversions'
  >(['impressions', 'position_sum', 'clicks', 'conversions']);
  readonly positions = new RollupTable<
    Base & { object_id: string; position: number },
    'impressions' | 'clicks' | 'conversions'
  >(['impressions', 'clicks', 'conversions']);
  readonly filters = new RollupTable<
    Base & { facet: string; value: string },
    'searches' | 'searches_with_clicks'
  >(['searches', 'searches_with_clicks']);
  readonly sorts = new RollupTable<Base & { sort: string }, 'searches' | 'searches_with_clicks'>([
    'searches',
    'searches_with_clicks',
  ]);

  constructor(private readonly day: number) {}

  /** An intent's own counts and its impressions, under its device. */
  addIntent(intent: Intent): void {
    const { day } = this;
    const { device, query, filtered } = intent;
    const clicked = intent.clicked ? 1 : 0;
    this.days.add(
      { day, device },
      {
        intents: 1,
        intents_with_results: intent.hasResults ? 1 : 0,
        intents_with_clicks: clicked,
        intents_with_conversions: intent.converted ? 1 : 0,
      },
    );
    this.queries.add(
      { day, device, query },
      { intents: 1, no_result_intents: intent.hasResults ? 0 : 1, intents_with_clicks: clicked },
    );
    intent.shown.forEach((object_id, index) => {
      const position = index + 1;
      this.products.add({ day, device, object_id }, { impressions: 1 });
      this.queryProducts.add(
        { day, device, query, object_id, filtered },
        { impressions: 1, position_sum: position },
      );
      this.positions.add({ day, device, object_id, position }, { impressions: 1 });
    });
  }

  /** A click or conversion of a search's products, credited to its intent's query and positions. */
  attribute(
    device: Device,
    intent: Intent,
    objects: readonly string[],
    positions: readonly (number | undefined)[],
    count: 'clicks' | 'conversions',
  ): void {
    const { day } = this;
    const { query, filtered } = intent;
    objects.forEach((object_id, index) => {
      this.queryProducts.add({ day, device, query, object_id, filtered }, { [count]: 1 });
      const position = positions[index];
      if (position !== undefined) {
        this.positions.add({ day, device, object_id, position }, { [count]: 1 });
      }
    });
  }

  rollup(): DayRollup {
    return {
      analytics_days: this.days.rows(),
      analytics_query_days: this.queries.rows(),
      product_days: this.products.rows(),
      analytics_query_product_days: this.queryProducts.rows(),
      analytics_position_days: this.positions.rows(),
      analytics_filter_days: this.filters.rows(),
      analytics_sort_days: this.sorts.rows(),
    };
  }
}
