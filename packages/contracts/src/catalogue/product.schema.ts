import { z } from 'zod';

/** Availability after normalising legacy spellings ("in stock", "available for order", …). */
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const;
export const availabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof availabilitySchema>;

export const moneySchema = z.object({
  amount: z.number().nonnegative(),
  /** ISO 4217; absent when the feed gives a bare number. */
  currency: z.string().length(3).optional(),
});
export type Money = z.infer<typeof moneySchema>;

const text = z.string().trim().min(1).max(5000);
const shortText = z.string().trim().min(1).max(500);
const url = z.string().trim().min(1).max(2048);

/**
 * One catalogue product, as every source delivers it: a Google Merchant Center feed item, a TSV row
 * or a push-API upsert. Field names follow Merchant Center's attributes in camelCase.
 */
export const catalogueProductSchema = z.object({
  id: z.string().trim().min(1).max(256),
  title: text,
  description: text.optional(),
  link: url.optional(),
  imageLink: url.optional(),
  additionalImageLinks: z.array(url).max(20).default([]),
  price: moneySchema.optional(),
  salePrice: moneySchema.optional(),
  availability: availabilitySchema.optional(),
  brand: shortText.optional(),
  gtin: shortText.optional(),
  mpn: shortText.optional(),
  condition: z.enum(['new', 'refurbished', 'used']).optional(),
  /** Category paths, each with ' > ' or '/' levels as the feed wrote them. */
  productType: z.array(shortText).max(20).default([]),
  googleProductCategory: shortText.optional(),
  itemGroupId: shortText.optional(),
  color: shortText.optional(),
  size: shortText.optional(),
  gender: shortText.optional(),
  ageGroup: shortText.optional(),
  material: shortText.optional(),
  pattern: shortText.optional(),
  /** custom_label_0 … custom_label_4, by index; missing labels are absent. */
  customLabels: z.array(shortText.optional()).max(5).default([]),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
export type CatalogueProductInput = z.input<typeof catalogueProductSchema>;
