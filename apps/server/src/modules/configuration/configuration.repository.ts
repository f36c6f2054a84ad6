import { REVISIONS_KEPT } from '@trova/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ShopConfigurationRevisionsTable } from '../../db/database.schema';
import { AppError } from '../../errors/error-catalogue';
import type { ConfigurationColumns } from './configuration-document';

export type RevisionRow = Selectable<ShopConfigurationRevisionsTable>;

/** The live configuration of a shop: its sections' texts and the revision they are. */
export interface StoredConfiguration extends ConfigurationColumns {
  shop_id: string;
  /** 0 when the shop was never configured. */
  revision: number;
}

/** What a save records besides the new texts. */
export interface RevisionRecord {
  origin: string;
  sections: string;
  restored_from: number | null;
  author: string | null;
  changes: string;
  change_count: number;
}

const COLUMNS = ['setup', 'fine_tuning', 'layout', 'seo_translations', 'facet_labels'] as const;

const EMPTY_COLUMNS: ConfigurationColumns = {
  setup: null,
  fine_tuning: null,
  layout: null,
  seo_translations: null,
  facet_labels: null,
};

/**
 * The one place a shop's configuration is read and written (docs/product/configuration-history.md).
 * Callers pass a shop id they checked belongs to the caller. Texts are stored as given; decoding is
 * `decodeConfiguration`'s job, under one policy.
 */
export class ConfigurationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The shop's configuration; a shop never saved reads as empty at revision 0. */
  async find(shopId: string): Promise<StoredConfiguration> {
    const row = await this.db
      .selectFrom('shop_configurations')
      .select(['shop_id', 'revision', ...COLUMNS])
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return row ?? { shop_id: shopId, revision: 0, ...EMPTY_COLUMNS };
  }

  /**
   * The current revision of several shops' configurations, keyed by shop id (0: never saved): one
   * query for the index follower's periodic check of what other processes saved.
   * @example await configurations.currentRevisions(['s1', 's2']) // Map { 's1' => 3, 's2' => 0 }
   */
  async currentRevisions(shopIds: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>(shopIds.map((id) => [id, 0]));
    if (shopIds.length === 0) return found;
    const rows = await this.db
      .selectFrom('shop_configurations')
      .select(['shop_id', 'revision'])
      .where('shop_id', 'in', [...shopIds])
      .execute();
    for (const row of rows) found.set(row.shop_id, Number(row.revision));
    return found;
  }

  /** Configurations of several shops (the shop list), keyed by shop id; absent ones are empty. */
  async findMany(shopIds: readonly string[]): Promise<Map<string, StoredConfiguration>> {
    const found = new Map<string, StoredConfiguration>(
      shopIds.map((id) => [id, { shop_id: id, revision: 0, ...EMPTY_COLUMNS }]),
    );
    if (shopIds.length === 0) return found;
    const rows = await this.db
      .selectFrom('shop_configurations')
      .select(['shop_id', 'revision', ...COLUMNS])
      .where('shop_id', 'in', [...shopIds])
      .execute();
    for (const row of rows) found.set(row.shop_id, row);
    return found;
  }

  /**
   * Writes the new texts and their revision in one transaction, only while the row still holds
   * `expected` (so two saves that began from one revision cannot both land: the second answers
   * false and its caller re-reads). Revisions beyond the last REVISIONS_KEPT are removed.
   * @returns the new revision number, or null when another save got there first.
   */
  async save(
    shopId: string,
    expected: number,
    columns: ConfigurationColumns,
    record: RevisionRecord,
    now: number,
  ): Promise<number | null> {
    const next = expected + 1;
    return this.db.transaction().execute(async (trx) => {
      if (expected === 0) {
        const inserted = await trx
          .insertInto('shop_configurations')
          .values({ shop_id: shopId, ...columns, revision: next, updated_at: now })
          .onConflict((conflict) => conflict.column('shop_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      } else {
        const updated = await trx
          .updateTable('shop_configurations')
          .set({ ...columns, revision: next, updated_at: now })
          .where('shop_id', '=', shopId)
          .where('revision', '=', expected)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return null;
      }
      await trx
        .insertInto('shop_configuration_revisions')
        .values({
          shop_id: shopId,
          revision: next,
          created_at: now,
          ...record,
          configuration: JSON.stringify(columns),
        })
        .execute();
      await trx
        .deleteFrom('shop_configuration_revisions')
        .where('shop_id', '=', shopId)
        .where('revision', '<=', next - REVISIONS_KEPT)
        .execute();
      return next;
    });
  }

  /** A page of the shop's revisions, newest first, with how many there are. */
  async revisions(
    shopId: string,
    from: number,
    size: number,
  ): Promise<{ rows: RevisionRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('shop_configuration_revisions')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('revision', 'desc')
        .offset(from)
        .limit(size)
        .execute(),
      this.db
        .selectFrom('shop_configuration_revisions')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** One revision with its configuration snapshot. */
  revision(shopId: string, revision: number): Promise<RevisionRow | undefined> {
    return this.db
      .selectFrom('shop_configuration_revisions')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('revision', '=', revision)
      .executeTakeFirst();
  }
}

/**
 * A revision's snapshot texts. Written by `save` only, so anything else is a damaged row: it
 * answers `configuration-corrupt` like a damaged live row, and restores nothing.
 */
export function snapshotColumns(
  row: Pick<RevisionRow, 'shop_id' | 'revision' | 'configuration'>,
): ConfigurationColumns {
  let value: unknown;
  try {
    value = JSON.parse(row.configuration);
  } catch {
    value = undefined;
  }
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const texts = COLUMNS.map((column) => record?.[column] ?? null);
  if (record === null || texts.some((text) => text !== null && typeof text !== 'string')) {
    throw new AppError(
      'configuration-corrupt',
      `Revision ${row.revision} of shop ${row.shop_id} cannot be read.`,
      { shopId: row.shop_id, revision: row.revision },
    );
  }
  const [setup, fineTuning, layout, seo, labels] = texts as (string | null)[];
  return {
    setup: setup ?? null,
    fine_tuning: fineTuning ?? null,
    layout: layout ?? null,
    seo_translations: seo ?? null,
    facet_labels: labels ?? null,
  };
}
