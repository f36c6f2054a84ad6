import type { Kysely } from 'kysely';

/**
 * Files a shop owner uploads from the console (docs/product/search-setup.md#seo-friendly-urls,
 * docs/product/layout-design.md#dynamic-facets-and-labels): the SEO translations
 * (`POST shops/{id}/seo`) and the facet labels (`POST shops/{id}/facets`). Columns of `shops`, so
 * deleting a shop removes them with it on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('seo_translations', 'text').execute();
  await db.schema.alterTable('shops').addColumn('facet_labels', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('facet_labels').execute();
  await db.schema.alterTable('shops').dropColumn('seo_translations').execute();
}
