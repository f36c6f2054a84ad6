import type { Kysely, Selectable } from 'kysely';
import type { Database, ShopifyOAuthStatesTable } from '../../db/database.schema';

export type ShopifyOAuthState = Selectable<ShopifyOAuthStatesTable>;

/**
 * Shopify app installs under way (docs/deploy.md, "Shopify app"): each `state` is taken once, by
 * the callback that ends the install, so a replayed callback finds nothing.
 */
export class ShopifyOAuthStatesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a new install's state, dropping states that expired before `now`. */
  async insert(row: ShopifyOAuthState, now: number): Promise<void> {
    await this.db.deleteFrom('shopify_oauth_states').where('expires_at', '<', now).execute();
    await this.db.insertInto('shopify_oauth_states').values(row).execute();
  }

  /**
   * The state's row, deleted in the same step: of two callbacks with one state only one gets it.
   * @example const install = await states.take(query.state); // undefined the second time
   */
  async take(state: string): Promise<ShopifyOAuthState | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('shopify_oauth_states')
        .selectAll()
        .where('state', '=', state)
        .executeTakeFirst();
      if (!row) return undefined;
      const deleted = await trx
        .deleteFrom('shopify_oauth_states')
        .where('state', '=', state)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n
        ? { ...row, expires_at: Number(row.expires_at) }
        : undefined;
    });
  }
}
