import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import { LEARNING_EVENT_KINDS, type LearningEvent } from './learning-rule';
import {
  decodePayload,
  encodeBuild,
  type LearnedBuild,
  type LearnedPayload,
} from './learned-payload';

/** A shop's stored build: its version and when it was made, with the payload when readable. */
export interface StoredLearning {
  version: number;
  builtAt: number;
  payload: LearnedPayload | undefined;
}

/** Events read a page. */
export const EVENTS_PAGE = 2_000;
/** Crowded addresses, or busy tokens, a build reads at most: beyond that many, the rest count. */
export const CROWDED_ADDRESSES_MAX = 10_000;

function listOf<T>(text: string | null, keep: (value: unknown) => value is T): T[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(keep) : [];
  } catch {
    return [];
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isPosition = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * The learned signals' storage (docs/product/learning.md): one row a shop, `learned_signals`,
 * replaced whole by each build.
 */
export class LearningRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The shop's stored build, undefined when it never had one. */
  async stored(shopId: string): Promise<StoredLearning | undefined> {
    const row = await this.db
      .selectFrom('learned_signals')
      .select(['version', 'built_at', 'payload'])
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) return undefined;
    const version = Number(row.version);
    return { version, builtAt: Number(row.built_at), payload: decodePayload(row.payload, version) };
  }

  /** The stored build versions of these shops (one query); shops without a build are absent. */
  async versions(shopIds: readonly string[]): Promise<Map<string, number>> {
    if (shopIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('learned_signals')
      .select(['shop_id', 'version'])
      .where('shop_id', 'in', [...shopIds])
      .execute();
    return new Map(rows.map((row) => [row.shop_id, Number(row.version)]));
  }

  /**
   * Addresses whose human events of `[from, to]` came under more than `tokens` user tokens (at
   * most `limit` of them, the most crowded first): a build ignores them (`crowdedAddressTokens`).
   * One grouped scan of the window, in the rebuild job.
   */
  async crowdedAddresses(
    shopId: string,
    from: number,
    to: number,
    tokens: number,
    limit = CROWDED_ADDRESSES_MAX,
  ): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('events')
      .select(['ip', (eb) => eb.fn.count<string | number>('user_token').distinct().as('tokens')])
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<=', to)
      .where('flag', '=', 'human')
      .where('kind', 'in', LEARNING_EVENT_KINDS)
      .groupBy('ip')
      .having((eb) => eb.fn.count('user_token').distinct(), '>', tokens)
      .orderBy('tokens', 'desc')
      .limit(limit)
      .execute();
    return new Set(rows.map((row) => row.ip));
  }

  /**
   * User tokens that sent more than `events` human events of `[from, to]` (at most `limit`, the
   * busiest first): a build ignores them (`busyTokenEvents`). One grouped scan of the window.
   */
  async busyTokens(
    shopId: string,
    from: number,
    to: number,
    events: number,
    limit = CROWDED_ADDRESSES_MAX,
  ): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('events')
      .select(['user_token', (eb) => eb.fn.countAll<string | number>().as('events')])
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<=', to)
      .where('flag', '=', 'human')
      .where('kind', 'in', LEARNING_EVENT_KINDS)
      .groupBy('user_token')
      .having((eb) => eb.fn.countAll(), '>', events)
      .orderBy('events', 'desc')
      .limit(limit)
      .execute();
    return new Set(rows.map((row) => row.user_token));
  }

  /**
   * The shop's human searches, clicks, carts and purchases of `[from, to]` (epoch ms), oldest
   * first (ties by id), one page at a time after `after` (the last event of the previous page):
   * a build holds a page, never the window (the `events_shop_occurred` index serves the range).
   */
  async eventsPage(
    shopId: string,
    from: number,
    to: number,
    after: { at: number; id: string } | undefined,
    limit = EVENTS_PAGE,
  ): Promise<LearningEvent[]> {
    let query = this.db
      .selectFrom('events')
      .select([
        'id',
        'kind',
        'query_id',
        'query',
        'object_ids',
        'positions',
        'user_token',
        'ip',
        'occurred_at',
        'flag',
      ])
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<=', to)
      .where('flag', '=', 'human')
      .where('kind', 'in', LEARNING_EVENT_KINDS);
    if (after) {
      const { at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('occurred_at', '>', at),
          eb.and([eb('occurred_at', '=', at), eb('id', '>', id)]),
        ]),
      );
    }
    const rows = await query.orderBy('occurred_at').orderBy('id').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      queryId: row.query_id,
      query: row.query,
      objectIds: listOf(row.object_ids, isString),
      positions: listOf(row.positions, isPosition),
      userToken: row.user_token,
      ip: row.ip,
      at: Number(row.occurred_at),
      flag: row.flag,
    }));
  }

  /** When the shop's last build was made (epoch ms), undefined when never. */
  async builtAt(shopId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('learned_signals')
      .select('built_at')
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.built_at);
  }

  /**
   * Stores a build in place of the shop's previous one as the next version, in one statement:
   * two processes storing at once each get a version of their own and the later one wins.
   * Answers the stored payload; undefined when the shop is gone (nothing is stored).
   */
  async store(shopId: string, build: LearnedBuild): Promise<LearnedPayload | undefined> {
    const text = encodeBuild(build);
    const stored = await this.db
      .insertInto('learned_signals')
      .columns(['shop_id', 'version', 'built_at', 'payload'])
      .expression((select) =>
        select
          .selectFrom('shops')
          .select([
            'id',
            sql<number>`1`.as('version'),
            sql<number>`cast(${build.builtAt} as bigint)`.as('built_at'),
            sql<string>`cast(${text} as text)`.as('payload'),
          ])
          .where('id', '=', shopId),
      )
      .onConflict((conflict) =>
        conflict.column('shop_id').doUpdateSet({
          version: sql<number>`learned_signals.version + 1`,
          built_at: build.builtAt,
          payload: text,
        }),
      )
      .returning('version')
      .executeTakeFirst();
    return stored === undefined ? undefined : { ...build, version: Number(stored.version) };
  }
}
