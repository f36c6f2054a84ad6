import {
  DEFAULT_QUERY_FIELD_WEIGHT,
  normaliseOrigins,
  PRODUCT_IMAGE_ATTRIBUTE,
  PRODUCT_URL_ATTRIBUTE,
  type FineTuning,
  type Setup,
} from '@trova/contracts';

/**
 * The setup as stored (docs/product/search-setup.md#setup-data): boosting reduced to one field, the
 * product URL and both product images fixed to the attributes the index documents carry, whatever
 * the console sent; allowed origins as browsers send them, each once
 * (docs/product/algolia-protocol.md#cors-and-allowed-origins).
 * @example normaliseSetup({ ...setup, boosting: 'brand, price' }).boosting // 'brand'
 */
export function normaliseSetup(setup: Setup): Setup {
  const boosting =
    setup.boosting
      ?.split(',')
      .map((name) => name.trim())
      .find((name) => name !== '') ?? null;
  return {
    ...setup,
    boosting,
    productUrl: PRODUCT_URL_ATTRIBUTE,
    productImage: { main: PRODUCT_IMAGE_ATTRIBUTE, hover: PRODUCT_IMAGE_ATTRIBUTE },
    config:
      setup.config.allowedOrigins === undefined
        ? setup.config
        : { ...setup.config, allowedOrigins: normaliseOrigins(setup.config.allowedOrigins) },
  };
}

/**
 * Fine tuning that matches the setup: one weight per query field, new fields at the default weight
 * (docs/product/fine-tuning.md#weights), weights of fields no longer queried dropped. Absent fine
 * tuning starts empty.
 * @example fineTuningFor(setupWithTitle, null).weights // { title: 1 }
 */
export function fineTuningFor(setup: Setup | null, fineTuning: FineTuning | null): FineTuning {
  const base = fineTuning ?? { weights: {}, ips: [], stopwords: [], synonyms: [] };
  if (!setup) return base;
  const weights = Object.fromEntries(
    Object.keys(setup.query).map((name) => [
      name,
      // A query field may be named `constructor`: only an own weight is the field's.
      (Object.hasOwn(base.weights, name) ? base.weights[name] : undefined) ??
        DEFAULT_QUERY_FIELD_WEIGHT,
    ]),
  );
  return { ...base, weights };
}
