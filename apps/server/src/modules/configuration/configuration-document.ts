import {
  facetLabelsUploadSchema,
  partialLayoutSchema,
  seoUploadSchema,
  setupSchema,
  storedFineTuningSchema,
  type ConfigurationSection,
} from '@trova/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors/error-catalogue';
import type { ShopConfiguration } from '../../kernel/shop-configuration';

// Declared in the kernel: the shop events carry it (docs/architecture.md, "Shop events").
export type { ShopConfiguration } from '../../kernel/shop-configuration';

/** The stored text of each section; the live row and every revision snapshot hold exactly these. */
export interface ConfigurationColumns {
  setup: string | null;
  fine_tuning: string | null;
  layout: string | null;
  seo_translations: string | null;
  facet_labels: string | null;
}

/** Section ↔ column, in the order the console lists sections. */
export const SECTION_COLUMNS = {
  setup: 'setup',
  fineTuning: 'fine_tuning',
  layout: 'layout',
  seo: 'seo_translations',
  facetLabels: 'facet_labels',
} as const satisfies Record<ConfigurationSection, keyof ConfigurationColumns>;

const SECTION_SCHEMAS: {
  [S in ConfigurationSection]: z.ZodType<NonNullable<ShopConfiguration[S]>>;
} = {
  setup: setupSchema,
  // Shape only: lists saved under older, looser rules still load (docs/product/fine-tuning.md).
  fineTuning: storedFineTuningSchema,
  layout: partialLayoutSchema,
  seo: seoUploadSchema.shape.seo,
  facetLabels: facetLabelsUploadSchema.shape.facets,
};

export const EMPTY_CONFIGURATION: Readonly<ShopConfiguration> = Object.freeze({
  setup: null,
  fineTuning: null,
  layout: null,
  seo: null,
  facetLabels: null,
});

/**
 * A stored section that no longer decodes with the contracts' schema (hand-edited row, older shape).
 * The one policy for it everywhere: an error with the stable code `configuration-corrupt`, logged by
 * whoever meets it, never a silent fall back to defaults. Rolling back to a revision repairs it.
 */
export class ConfigurationCorruptError extends AppError {
  constructor(
    readonly shopId: string,
    readonly section: ConfigurationSection,
    reason: string,
  ) {
    super(
      'configuration-corrupt',
      `The stored ${section} of shop ${shopId} cannot be read (${reason}); roll back to a revision to repair it.`,
      { shopId, section },
    );
  }
}

function decodeSection<S extends ConfigurationSection>(
  shopId: string,
  section: S,
  text: string | null,
): ShopConfiguration[S] {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigurationCorruptError(shopId, section, 'not JSON');
  }
  const parsed = SECTION_SCHEMAS[section].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') ?? '';
    throw new ConfigurationCorruptError(shopId, section, `${where} ${issue?.message ?? ''}`.trim());
  }
  return parsed.data;
}

/**
 * Stored texts → configuration, every section through its contract schema.
 * @throws ConfigurationCorruptError naming the first section that does not decode.
 * @example decodeConfiguration('s1', { setup: null, fine_tuning: null, layout: null, seo_translations: null, facet_labels: null }).setup // null
 */
export function decodeConfiguration(
  shopId: string,
  columns: ConfigurationColumns,
): ShopConfiguration {
  return {
    setup: decodeSection(shopId, 'setup', columns.setup),
    fineTuning: decodeSection(shopId, 'fineTuning', columns.fine_tuning),
    layout: decodeSection(shopId, 'layout', columns.layout),
    seo: decodeSection(shopId, 'seo', columns.seo_translations),
    facetLabels: decodeSection(shopId, 'facetLabels', columns.facet_labels),
  };
}

/** @example encodeConfiguration(EMPTY_CONFIGURATION).setup // null */
export function encodeConfiguration(configuration: ShopConfiguration): ConfigurationColumns {
  const encode = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));
  return {
    setup: encode(configuration.setup),
    fine_tuning: encode(configuration.fineTuning),
    layout: encode(configuration.layout),
    seo_translations: encode(configuration.seo),
    facet_labels: encode(configuration.facetLabels),
  };
}
