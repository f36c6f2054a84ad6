import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
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
            sql<number>`${build.builtAt}`.as('built_at'),
            sql<string>`${text}`.as('payload'),
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
